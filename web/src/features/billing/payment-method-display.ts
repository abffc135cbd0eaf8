import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { cardOnFileText, formatBillingDate } from './billing-format'

/** The Subscription tab's payment method section for one subscription. */
export type PaymentMethodDisplay = {
  /** 'Visa •••• 4242', or null when there is no card on file. */
  card: string | null
  action: 'Add Card' | 'Update Card'
  /** Something to act on: a failed payment, or a trial that ends for want of a card. */
  alert: { status: 'warning' | 'info'; text: string } | null
  /** What the card on file is used for next, when there is nothing to act on. */
  note: string | null
}

export const PAYMENT_FAILED_TEXT = 'Your last payment failed. Update your card to keep your profile listed.'

/**
 * Null when the section has nothing to offer: a subscription that ended with no card on file is
 * brought back by the reactivate card, which asks for the card itself.
 */
export function paymentMethodDisplay(s: SubscriptionView): PaymentMethodDisplay | null {
  const pastDue = s.status === 'past_due'
  if (!s.subscriptionActive && !pastDue && !s.card) return null
  const shown = {
    card: s.card ? cardOnFileText(s.card) : null,
    action: s.card ? ('Update Card' as const) : ('Add Card' as const),
  }
  if (pastDue) return { ...shown, alert: { status: 'warning', text: PAYMENT_FAILED_TEXT }, note: null }
  if (!s.subscriptionActive) return { ...shown, alert: null, note: 'Reactivating charges your plan to this card.' }

  const date = formatBillingDate(s.subscriptionExpiry)
  if (s.cancelAtPeriodEnd) {
    return { ...shown, alert: null, note: s.card ? 'This card is not charged again unless you reactivate.' : null }
  }
  const trialing = s.status === 'trialing' && s.trialEnd !== null
  if (trialing) {
    const trialEnd = formatBillingDate(s.trialEnd!)
    return s.card
      ? { ...shown, alert: null, note: `Your plan is charged to this card when your free trial ends on ${trialEnd}.` }
      : {
          ...shown,
          alert: {
            status: 'info',
            text: `Add a card to keep your profile listed after your free trial ends on ${trialEnd}.`,
          },
          note: null,
        }
  }
  return s.card
    ? { ...shown, alert: null, note: `Your plan renews on ${date} and is charged to this card.` }
    : { ...shown, alert: { status: 'info', text: `Add a card to keep your profile listed after ${date}.` }, note: null }
}
