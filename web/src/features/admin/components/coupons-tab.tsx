import { Button, Stack } from '@chakra-ui/react'
import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useCoupons } from '../api/get-coupons'
import { useListLayout } from '../hooks/use-list-layout'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { TableSkeleton } from './admin-table'
import { CouponDeleteDialog } from './coupon-delete-dialog'
import { CouponDialog } from './coupon-dialog'
import { CouponCards } from './coupon-cards'
import { CouponTable } from './coupon-table'

type DialogState = { kind: 'closed' | 'edit' | 'delete'; coupon: AdminCoupon | null }

/** The Discount Codes tab: every code, with create, edit, switch on or off, and delete. */
export function CouponsTab() {
  const coupons = useCoupons()
  const List = useListLayout() === 'cards' ? CouponCards : CouponTable
  // The code stays while a dialog closes, so its words do not change during the animation.
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed', coupon: null })
  const close = () => setDialog((d) => ({ ...d, kind: 'closed' }))
  return (
    <Stack as="section" aria-labelledby="admin-coupons-heading" gap="5">
      <AdminSectionHeader
        id="admin-coupons-heading"
        title="Discount Codes"
        description="Codes stylists enter when they subscribe: a percentage, a fixed amount or free months."
        action={
          <Button colorPalette="brand" onClick={() => setDialog({ kind: 'edit', coupon: null })}>
            <Plus /> Create Discount Code
          </Button>
        }
      />
      {coupons.isError ? (
        <AdminLoadError
          message="We could not load the discount codes."
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
        />
      ) : coupons.isPending ? (
        <TableSkeleton label="Loading discount codes" />
      ) : coupons.data.length === 0 ? (
        <AdminEmpty
          title="No discount codes created yet"
          hint="Create one to offer stylists a discount or free months."
        />
      ) : (
        <List
          coupons={coupons.data}
          onEdit={(coupon) => setDialog({ kind: 'edit', coupon })}
          onDelete={(coupon) => setDialog({ kind: 'delete', coupon })}
        />
      )}
      <CouponDialog open={dialog.kind === 'edit'} coupon={dialog.coupon} onClose={close} />
      <CouponDeleteDialog open={dialog.kind === 'delete'} coupon={dialog.coupon} onClose={close} />
    </Stack>
  )
}
