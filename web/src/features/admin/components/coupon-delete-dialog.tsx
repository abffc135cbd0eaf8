import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { useRef } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { useDeleteCoupon } from '../api/delete-coupon'
import { failureDescription } from '../admin-errors'
import { deleteKeepsHistory } from '../coupon-display'

type CouponDeleteDialogProps = { open: boolean; coupon: AdminCoupon | null; onClose: () => void }

/** Delete asks first; a code that has been redeemed is deactivated instead, keeping its history. */
export function CouponDeleteDialog({ open, coupon, onClose }: CouponDeleteDialogProps) {
  const remove = useDeleteCoupon()
  // A deleted code's row is gone, and with it the button that opened this dialog.
  const removed = useRef(false)
  const keeps = coupon ? deleteKeepsHistory(coupon) : false
  const uses = coupon?.currentUses === 1 ? 'once' : `${coupon?.currentUses} times`

  function confirm() {
    if (!coupon) return
    removed.current = false
    remove.mutate(coupon.id, {
      onSuccess: (result) => {
        if (result.outcome === 'deactivated') {
          toast({
            title: 'Discount code deactivated',
            description: `${coupon.code} has been used, so it was deactivated instead of deleted; its redemption history is kept.`,
            variant: 'success',
          })
        } else {
          removed.current = true
          toast({ title: 'Discount code deleted successfully', variant: 'success' })
        }
        onClose()
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete discount code',
          description: failureDescription(error),
          variant: 'destructive',
        }),
    })
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={keeps ? `Deactivate ${coupon?.code}?` : `Delete ${coupon?.code}?`}
      description={
        keeps
          ? `${coupon?.code} has been used ${uses}, so it is deactivated instead of deleted: nobody can redeem it any more, and its redemption history is kept.`
          : `${coupon?.code} has never been used. Deleting it cannot be undone.`
      }
      confirmLabel={keeps ? 'Deactivate' : 'Delete'}
      pendingLabel={keeps ? 'Deactivating…' : 'Deleting…'}
      pending={remove.isPending}
      onConfirm={confirm}
      finalFocusEl={() => (removed.current ? document.getElementById('admin-coupons-heading') : null)}
    />
  )
}
