import { Stack } from '@chakra-ui/react'
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '@marketplace/domain/contract/admin.ts'
import { useState } from 'react'
import { useUsers } from '../api/get-users'
import { useListLayout } from '../hooks/use-list-layout'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { TableSkeleton } from './admin-table'
import { PageControls } from './page-controls'
import { UserDeleteDialog } from './user-delete-dialog'
import { UserDetailsDialog } from './user-details-dialog'
import { UserSearchBox } from './user-search-box'
import { UserCards } from './user-cards'
import { UsersTable } from './users-table'

type UsersTabProps = {
  query: string
  page: number
  onSearch: (query: string) => void
  onPage: (page: number) => void
  /** The signed-in admin, who cannot delete their own account here. */
  adminId: string
}

type DialogState = { kind: 'closed' | 'details' | 'delete'; user: AdminUser | null }

/** The Users tab: search by name or email, a page of matches, details and delete. */
export function UsersTab({ query, page, onSearch, onPage, adminId }: UsersTabProps) {
  const users = useUsers(query, page)
  const List = useListLayout() === 'cards' ? UserCards : UsersTable
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed', user: null })
  const close = () => setDialog((d) => ({ ...d, kind: 'closed' }))

  // The next page starts at the top of the list, not where the Next button was.
  function turnPage(next: number) {
    onPage(next)
    document.getElementById('admin-users-heading')?.scrollIntoView({ block: 'start' })
  }

  function results() {
    if (!query)
      return (
        <AdminEmpty
          title="Enter a search query to find users"
          hint="Search by first name, last name or email address."
        />
      )
    if (users.isError)
      return (
        <AdminLoadError
          message={users.error.message}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      )
    if (users.isPending) return <TableSkeleton label="Searching users" />
    if (users.data.users.length === 0)
      return <AdminEmpty title="No users found" hint={`Nobody's name or email matches "${query}".`} />
    return (
      <Stack gap="3" opacity={users.isPlaceholderData ? 0.6 : 1} aria-busy={users.isPlaceholderData}>
        <List
          users={users.data.users}
          adminId={adminId}
          onDetails={(user) => setDialog({ kind: 'details', user })}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
        />
        <PageControls
          page={page}
          pageSize={ADMIN_USERS_PAGE_SIZE}
          shown={users.data.users.length}
          total={users.data.total}
          onPage={turnPage}
        />
      </Stack>
    )
  }

  return (
    <Stack as="section" aria-labelledby="admin-users-heading" gap="5">
      <AdminSectionHeader
        id="admin-users-heading"
        title="Users"
        description="Find an account, see its details, or delete it."
      />
      <UserSearchBox query={query} onSearch={onSearch} />
      {results()}
      <UserDetailsDialog open={dialog.kind === 'details'} user={dialog.user} onClose={close} />
      <UserDeleteDialog open={dialog.kind === 'delete'} user={dialog.user} onClose={close} />
    </Stack>
  )
}
