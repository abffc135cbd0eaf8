import { Badge, Button, HStack, IconButton, Table, Text, Wrap } from '@chakra-ui/react'
import type { AdminUser } from '@marketplace/domain/contract/admin.ts'
import { Eye, Trash2 } from 'lucide-react'
import { formatAdminDate } from '../admin-format'
import { userFullName, userTypeBadges } from '../user-display'
import { AdminTable } from './admin-table'

type UsersTableProps = {
  users: AdminUser[]
  adminId: string
  onDetails: (user: AdminUser) => void
  onDelete: (user: AdminUser) => void
}

/** User #, Email, Name, Type, Created, View Details and Delete (spec section 2). */
export function UsersTable({ users, adminId, onDetails, onDelete }: UsersTableProps) {
  return (
    <AdminTable caption="Users matching the search" minW="820px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>User #</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Created</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {users.map((user) => {
          const self = user.id === adminId
          return (
            <Table.Row key={user.id}>
              <Table.Cell fontVariantNumeric="tabular-nums">{user.userNumber}</Table.Cell>
              <Table.Cell fontWeight="medium" wordBreak="break-all">
                {user.email}
              </Table.Cell>
              <Table.Cell>
                {userFullName(user) ?? (
                  <Text as="span" color="fg.muted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {userTypeBadges(user).map((badge) => (
                    <Badge key={badge.label} colorPalette={badge.palette}>
                      {badge.label}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>
              </Table.Cell>
              <Table.Cell>
                <HStack justify="end" gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`View details of ${user.email}`}
                    onClick={() => onDetails(user)}
                  >
                    <Eye /> View Details
                  </Button>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={self ? 'You cannot delete your own account' : `Delete ${user.email}`}
                    title={self ? 'You cannot delete your own account' : undefined}
                    disabled={self}
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          )
        })}
      </Table.Body>
    </AdminTable>
  )
}
