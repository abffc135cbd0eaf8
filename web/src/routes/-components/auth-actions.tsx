import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useAuth } from '@/features/auth/auth-context'
import { UserSummary } from '@/features/auth/components/user-summary'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { MessagesNavLink } from './signed-in-messages'
import { NavLink } from './nav-link'
import { appointmentsNavItem, signedInNavItem, signedOutNavItems } from './nav-items'

type AuthActionsProps = {
  layout: 'bar' | 'drawer'
  onNavigate?: () => void
}

/**
 * The header's account links: 'My Dashboard', the user and 'Sign Out' when signed in, 'Become a
 * Stylist' and 'Sign In' when not. While the sign-in state is unknown a neutral placeholder holds
 * the place, so neither state flashes up wrongly.
 */
export function AuthActions({ layout, onNavigate }: AuthActionsProps) {
  const auth = useAuth()
  const signOut = useSignOut()
  const bar = layout === 'bar'
  const Wrap = bar ? HStack : Stack
  const buttonWidth = bar ? undefined : 'full'
  const size = bar ? 'sm' : 'md'

  if (auth.status === 'loading') {
    return (
      <Wrap gap="3" align={bar ? 'center' : 'stretch'} aria-busy="true" data-testid="auth-loading">
        <Skeleton h={bar ? '8' : '10'} w={bar ? '28' : 'full'} rounded="md" />
        <Skeleton h={bar ? '8' : '10'} w={bar ? '20' : 'full'} rounded="md" />
      </Wrap>
    )
  }

  if (auth.status === 'signedIn') {
    return (
      <Wrap gap={bar ? '4' : '3'} align={bar ? 'center' : 'stretch'} minW="0">
        <NavLink
          to={signedInNavItem.to}
          onClick={onNavigate}
          fontSize={bar ? 'sm' : 'lg'}
          py={bar ? undefined : '2'}
          whiteSpace="nowrap"
        >
          {signedInNavItem.label}
        </NavLink>
        <NavLink
          to={appointmentsNavItem.to}
          onClick={onNavigate}
          fontSize={bar ? 'sm' : 'lg'}
          py={bar ? undefined : '2'}
          whiteSpace="nowrap"
        >
          {appointmentsNavItem.label}
        </NavLink>
        <MessagesNavLink
          userId={auth.viewer.id}
          isStylist={auth.viewer.isStylist}
          layout={bar ? 'bar' : 'drawer'}
          onNavigate={onNavigate}
        />
        {/* The drawer shows the user at its top already. */}
        {bar && <UserSummary user={auth.viewer} layout="bar" />}
        <Button
          variant="outline"
          size={size}
          width={buttonWidth}
          loading={signOut.isPending}
          loadingText="Signing out…"
          onClick={() => signOut.mutate(undefined, { onSettled: onNavigate })}
        >
          Sign Out
        </Button>
      </Wrap>
    )
  }

  const [registration, login] = signedOutNavItems
  return (
    <Wrap gap="3" align={bar ? 'center' : 'stretch'}>
      <Button asChild variant="outline" colorPalette="brand" size={size} width={buttonWidth}>
        <Link to={registration.to} onClick={onNavigate}>
          {registration.label}
        </Link>
      </Button>
      <Button asChild colorPalette="brand" size={size} width={buttonWidth}>
        <Link to={login.to} onClick={onNavigate}>
          {login.label}
        </Link>
      </Button>
    </Wrap>
  )
}
