import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { formatBillingDate } from './billing-format'

/** How the dashboard's Subscription tab shows one subscription (spec section 4, "Subscription"). */
export type SubscriptionDisplay = {
  active: boolean
  badge: 'Active' | 'Inactive'
  visibility: string
  /** 'Renews on …', 'Expires on …' (cancelled, or a trial with no card) or 'Expired on …'. */
  dateText: string
  /** 'Free trial until …' while trialing. */
  trialText: string | null
  canChangePlan: boolean
  canCancel: boolean
  /**
   * The reactivate card: a button, or (it ended with no card on file) adding a card first; none
   * while running, or while past due (a new card pays the overdue invoice instead).
   */
  reactivate: 'button' | 'resubscribe' | null
  /** A renewal (or the end of a trial) could not be charged: the payment method section says so. */
  paymentFailed: boolean
}

export function subscriptionDisplay(s: SubscriptionView): SubscriptionDisplay {
  const date = formatBillingDate(s.subscriptionExpiry)
  const trialing = s.status === 'trialing' && s.trialEnd !== null
  const trialText = s.subscriptionActive && trialing ? `Free trial until ${formatBillingDate(s.trialEnd!)}` : null
  if (s.status === 'past_due') {
    return {
      active: false,
      badge: 'Inactive',
      visibility: 'Your profile is hidden from search',
      dateText: 'Payment overdue',
      trialText: null,
      canChangePlan: false,
      canCancel: false,
      reactivate: null,
      paymentFailed: true,
    }
  }
  if (!s.subscriptionActive) {
    return {
      active: false,
      badge: 'Inactive',
      visibility: 'Your profile is hidden from search',
      dateText: `Expired on ${date}`,
      trialText: null,
      canChangePlan: false,
      canCancel: false,
      reactivate: s.canReactivate ? 'button' : 'resubscribe',
      paymentFailed: false,
    }
  }
  // A trial without a card is not charged when it ends: it ends, like a cancelled subscription.
  const ending = s.cancelAtPeriodEnd || (trialing && s.card === null)
  return {
    active: true,
    badge: 'Active',
    visibility: 'Your profile is visible to clients',
    dateText: ending ? `Expires on ${date}` : `Renews on ${date}`,
    trialText,
    canChangePlan: !s.cancelAtPeriodEnd,
    canCancel: !s.cancelAtPeriodEnd,
    reactivate: s.cancelAtPeriodEnd ? (s.canReactivate ? 'button' : 'resubscribe') : null,
    paymentFailed: false,
  }
}
