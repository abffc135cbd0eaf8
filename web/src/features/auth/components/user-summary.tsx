import { Avatar, HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import type { Viewer } from '@/features/auth/auth-state'
import { userDisplayName, userInitial } from '@/features/auth/user-display'
import { responsiveImage } from '@/lib/responsive-image'

type UserSummaryProps = {
  user: Viewer
  /** 'bar': a small avatar, the name shown only on wide screens; 'drawer': a full-size row. */
  layout?: 'bar' | 'drawer'
}

/** The signed-in user's photo (or initial) beside their name (or email). */
export function UserSummary({ user, layout = 'drawer' }: UserSummaryProps) {
  const name = userDisplayName(user)
  const bar = layout === 'bar'
  return (
    <HStack gap={bar ? '2' : '3'} minW="0" title={name} data-testid="user-summary">
      <Avatar.Root size={bar ? 'sm' : 'md'} colorPalette="brand" flexShrink={0} aria-hidden="true">
        <Avatar.Fallback>{userInitial(user)}</Avatar.Fallback>
        {user.profileImageUrl && <Avatar.Image {...responsiveImage(user.profileImageUrl, '40px', 160)} alt="" />}
      </Avatar.Root>
      {bar ? (
        <>
          {/* Below xl the bar (two account links) has room for the avatar only; the name is still read out. */}
          <Text fontWeight="medium" fontSize="sm" truncate maxW="44" hideBelow="xl">
            {name}
          </Text>
          <VisuallyHidden hideFrom="xl">{name}</VisuallyHidden>
        </>
      ) : (
        <Text fontWeight="medium" truncate>
          {name}
        </Text>
      )}
    </HStack>
  )
}
