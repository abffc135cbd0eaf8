import { Badge, Button, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react'
import type { AdminUser } from '@marketplace/domain/contract/admin.ts'
import { Eye, Trash2 } from 'lucide-react'
import { formatAdminDate } from '../admin-format'
import { userFullName, userTypeBadges } from '../user-display'
import { Fact, RecordCard, RecordCardList } from './record-card'

type UserCardsProps = {
  users: AdminUser[]
  adminId: string
  onDetails: (user: AdminUser) => void
  onDelete: (user: AdminUser) => void
}

/** The matching users on a phone: one card each, View Details and Delete at hand. */
export function UserCards({ users, adminId, onDetails, onDelete }: UserCardsProps) {
  return (
    <RecordCardList label="Users matching the search">
      {users.map((user) => {
        const headingId = `admin-user-${user.id}`
        const self = user.id === adminId
        return (
          <RecordCard
            key={user.id}
            labelledBy={headingId}
            header={
              <Stack gap="1">
                <Text as="h3" id={headingId} fontWeight="semibold" color="fg.heading" wordBreak="break-all">
                  {user.email}
                </Text>
                <Wrap gap="1">
                  {userTypeBadges(user).map((badge) => (
                    <Badge key={badge.label} colorPalette={badge.palette}>
                      {badge.label}
                    </Badge>
                  ))}
                </Wrap>
              </Stack>
            }
            facts={
              <>
                <Fact label="User #">{user.userNumber}</Fact>
                <Fact label="Name">{userFullName(user) ?? '—'}</Fact>
                <Fact label="Created">
                  <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>
                </Fact>
              </>
            }
            actions={
              <HStack gap="2">
                <Button
                  flex="1"
                  size="sm"
                  variant="outline"
                  aria-label={`View details of ${user.email}`}
                  onClick={() => onDetails(user)}
                >
                  <Eye /> View Details
                </Button>
                <IconButton
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={self ? 'You cannot delete your own account' : `Delete ${user.email}`}
                  disabled={self}
                  onClick={() => onDelete(user)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            }
          />
        )
      })}
    </RecordCardList>
  )
}
