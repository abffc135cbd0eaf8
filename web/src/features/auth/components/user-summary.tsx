import { Avatar, HStack, Text } from '@chakra-ui/react'
import type { CurrentUser } from '@/features/auth/api/get-current-user'
import { userDisplayName, userInitial } from '@/features/auth/user-display'

/** The signed-in user's photo (or initial) beside their name (or email). */
export function UserSummary({ user }: { user: CurrentUser }) {
  const name = userDisplayName(user)
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="md" colorPalette="brand">
        <Avatar.Fallback>{userInitial(user)}</Avatar.Fallback>
        {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt="" />}
      </Avatar.Root>
      <Text fontWeight="medium" truncate title={name}>
        {name}
      </Text>
    </HStack>
  )
}
