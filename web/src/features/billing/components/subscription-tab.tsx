import { Grid, Stack } from '@chakra-ui/react'
import { useSubscription } from '../api/get-subscription'
import { paymentMethodDisplay } from '../payment-method-display'
import { subscriptionDisplay } from '../subscription-display'
import { BillingFaq } from './billing-faq'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
import { ChangePlanCard } from './change-plan-card'
import { PaymentMethodCard } from './payment-method-card'
import { ReactivateCard } from './reactivate-card'
import { SubscriptionStatusCard } from './subscription-status-card'

/**
 * The dashboard's Subscription tab: status, cancel or reactivate, the card on file, change plan,
 * and the FAQ. The route's loader has the subscription in the cache; a stylist who never
 * subscribed does not get here.
 */
export function SubscriptionTab({ userId }: { userId: string }) {
  const { data: subscription } = useSubscription(userId)
  if (!subscription) return null
  const display = subscriptionDisplay(subscription)
  const payment = paymentMethodDisplay(subscription)
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
      <Stack gap="6">
        <SubscriptionStatusCard
          subscription={subscription}
          display={display}
          actions={display.canCancel && <CancelSubscriptionDialog userId={userId} subscription={subscription} />}
        />
        {display.reactivate && <ReactivateCard userId={userId} subscription={subscription} mode={display.reactivate} />}
        {payment && <PaymentMethodCard userId={userId} subscription={subscription} display={payment} />}
        {display.canChangePlan && <ChangePlanCard userId={userId} subscription={subscription} />}
      </Stack>
      <BillingFaq />
    </Grid>
  )
}
