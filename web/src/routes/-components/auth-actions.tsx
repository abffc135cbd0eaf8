import { Button, HStack, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { NavLink } from './nav-link'

type AuthActionsProps = {
  layout: 'bar' | 'drawer'
  onNavigate?: () => void
}

/**
 * The header's account links: 'My Dashboard' and 'Sign Out' when signed in, 'Become a Stylist'
 * and 'Sign In' when not. Nothing is shown until the sign-in state is known; a failed lookup
 * counts as signed out.
 */
export function AuthActions({ layout, onNavigate }: AuthActionsProps) {
  const { data: user, isPending } = useCurrentUser()
  const signOut = useSignOut()
  if (isPending) return null

  const Wrap = layout === 'bar' ? HStack : Stack
  const buttonWidth = layout === 'drawer' ? 'full' : undefined
  const size = layout === 'drawer' ? 'md' : 'sm'

  if (user) {
    return (
      <Wrap gap={layout === 'bar' ? '5' : '3'} align={layout === 'bar' ? 'center' : 'stretch'}>
        <NavLink
          to="/dashboard"
          onClick={onNavigate}
          fontSize={layout === 'drawer' ? 'lg' : 'sm'}
          py={layout === 'drawer' ? '2' : undefined}
          whiteSpace="nowrap"
        >
          My Dashboard
        </NavLink>
        <Button
          variant="outline"
          size={size}
          width={buttonWidth}
          loading={signOut.isPending}
          onClick={() => {
            onNavigate?.()
            signOut.mutate()
          }}
        >
          Sign Out
        </Button>
      </Wrap>
    )
  }

  return (
    <Wrap gap="3" align={layout === 'bar' ? 'center' : 'stretch'}>
      <Button asChild variant="outline" colorPalette="brand" size={size} width={buttonWidth}>
        <Link to="/stylist-registration" onClick={onNavigate}>
          Become a Stylist
        </Link>
      </Button>
      <Button asChild colorPalette="brand" size={size} width={buttonWidth}>
        <Link to="/login" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
    </Wrap>
  )
}
