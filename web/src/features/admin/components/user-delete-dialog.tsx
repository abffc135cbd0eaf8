import type { AdminUser } from '@marketplace/domain/contract/admin.ts'
import { useRef } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { useDeleteUser } from '../api/delete-user'
import { failureDescription } from '../admin-errors'

type UserDeleteDialogProps = { open: boolean; user: AdminUser | null; onClose: () => void }

/** Deleting an account asks first: it takes the stylist profile and everything with it. */
export function UserDeleteDialog({ open, user, onClose }: UserDeleteDialogProps) {
  const remove = useDeleteUser()
  // The deleted user's row is gone: focus goes back to the search box, ready for the next one.
  const removed = useRef(false)

  function confirm() {
    if (!user) return
    removed.current = false
    remove.mutate(user.id, {
      onSuccess: () => {
        removed.current = true
        toast({ title: 'User deleted successfully', variant: 'success' })
        onClose()
      },
      onError: (error) =>
        toast({ title: 'Failed to delete user', description: failureDescription(error), variant: 'destructive' }),
    })
  }

  const owned = user?.isStylist
    ? 'their stylist profile, services, portfolio, specialties, reviews and subscription (cancelled with the payment provider)'
    : 'the reviews they wrote'

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`Delete ${user?.email ?? 'this user'}?`}
      description={`This permanently deletes the account and ${owned}. It cannot be undone.`}
      confirmLabel="Delete User"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
      finalFocusEl={() => (removed.current ? document.querySelector<HTMLElement>('input[name="q"]') : null)}
    />
  )
}
