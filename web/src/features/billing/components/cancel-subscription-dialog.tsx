import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { useState } from 'react'
import { toast } from '@/components/ui/toaster'
import { useCancelSubscription } from '../api/cancel-subscription'
import { formatBillingDate } from '../billing-format'
import { serverMessageOf } from '../billing-errors'

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
      onError: (error) => toast({ title: 'Failed to cancel subscription', description: serverMessageOf(error), variant: 'destructive' }),
    })
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'start' }}>
          Cancel Subscription
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Cancel your subscription?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  Your profile stays visible to clients until the end of your billing period, on {until}. After that it is
                  hidden from search and you are not charged again.
                </Dialog.Description>
                <Text color="fg.muted" fontSize="sm">
                  Fees already paid are not refunded, except where the law requires. You can reactivate any time before {until}.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  Keep Subscription
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={cancel.isPending} loadingText="Cancelling…">
                Yes, Cancel
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
