import { Button, Text } from '@chakra-ui/react'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { serverMessageOf } from '@/lib/api-errors'
import { useCancelSubscription } from '../api/cancel-subscription'
import { formatBillingDate } from '../billing-format'

type CancelSubscriptionDialogProps = { userId: string; subscription: SubscriptionView }

/** 'Cancel Subscription' and its confirmation: the profile stays visible until the period ends. */
export function CancelSubscriptionDialog({ userId, subscription }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelSubscription(userId)
  const until = formatBillingDate(subscription.subscriptionExpiry)

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false)
        toast({ title: 'Subscription cancelled', description: result.message, variant: 'success' })
      },
      onError: (error) =>
        toast({ title: 'Failed to cancel subscription', description: serverMessageOf(error), variant: 'destructive' }),
    })
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Cancel your subscription?"
      description={`Your profile stays visible to clients until the end of your billing period, on ${until}. After that it is hidden from search and you are not charged again.`}
      confirmLabel="Yes, Cancel"
      pendingLabel="Cancelling…"
      cancelLabel="Keep Subscription"
      pending={cancel.isPending}
      onConfirm={confirm}
      trigger={
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          onClick={() => setOpen(true)}
        >
          Cancel Subscription
        </Button>
      }
    >
      <Text color="fg.muted" fontSize="sm">
        Fees already paid are not refunded, except where the law requires. You can reactivate any time before {until}.
      </Text>
    </ConfirmDialog>
  )
}
