import { Badge, HStack, Switch } from '@chakra-ui/react'
import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { toast } from '@/components/ui/toaster'
import { useUpdateCoupon } from '../api/update-coupon'
import { failureDescription } from '../admin-errors'
import { couponStatusBadges } from '../coupon-display'

/**
 * Switches a code on or off where it stands in the table, beside its status as the server judged it
 * (Active, Inactive, Scheduled, Expired, Used up); while a change is saving the badge says so.
 */
export function CouponActiveSwitch({ coupon }: { coupon: AdminCoupon }) {
  const update = useUpdateCoupon()
  // While the change is on its way the switch shows where it is going.
  const checked = update.isPending ? Boolean(update.variables?.changes.isActive) : coupon.isActive

  const badge = couponStatusBadges[coupon.status]

  function toggle(isActive: boolean) {
    update.mutate(
      { id: coupon.id, changes: { isActive } },
      {
        onSuccess: () => toast({ title: 'Discount code updated successfully', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to update discount code',
            description: failureDescription(error),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <HStack gap="2">
      <Switch.Root
        size="sm"
        colorPalette="green"
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(e) => toggle(e.checked)}
      >
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
        <Switch.Label srOnly>{`${coupon.code} active`}</Switch.Label>
      </Switch.Root>
      <Badge colorPalette={update.isPending ? 'gray' : badge.palette} minW="16" justifyContent="center">
        {update.isPending ? 'Saving…' : badge.label}
      </Badge>
    </HStack>
  )
}
