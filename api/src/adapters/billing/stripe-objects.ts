import type Stripe from 'stripe'
import { PLAN_PRICE_CENTS, subscriptionStatusSchema, type PlanType } from '@marketplace/domain/contract/billing.ts'
import type { CardOnFile, InvoiceState, SubscriptionState } from './billing.ts'

/** The Stripe price ids of the two plans (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL). */
export interface StripePrices {
  monthly: string
  annual: string
}

const INVOICE_STATUSES: readonly string[] = [
  'draft',
  'open',
  'paid',
  'void',
  'uncollectible',
] satisfies InvoiceState['status'][]
const fromUnix = (seconds: number) => new Date(seconds * 1000)
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id)

/**
 * The plan a price stands for. A price id other than the configured two (a price replaced in the
 * settings while older subscriptions keep the previous one) is read from its billing interval.
 */
export function planOfPrice(price: Stripe.Price, prices: StripePrices): PlanType {
  if (price.id === prices.monthly) return 'monthly'
  if (price.id === prices.annual) return 'annual'
  if (price.recurring?.interval === 'month') return 'monthly'
  if (price.recurring?.interval === 'year') return 'annual'
  throw new Error(`Stripe price ${price.id} is not a plan's price`)
}

/**
 * A Stripe subscription as the port's SubscriptionState. Since API version 2025-03-31 the billing
 * period lives on each subscription item (items.data[].current_period_start/end), not on the
 * subscription; ours has exactly one item.
 */
export function subscriptionStateFromStripe(sub: Stripe.Subscription, prices: StripePrices): SubscriptionState {
  const item = sub.items.data[0]
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`)
  const plan = planOfPrice(item.price, prices)
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    providerItemId: item.id,
    plan,
    status: subscriptionStatusSchema.parse(sub.status),
    priceCents: item.price.unit_amount ?? PLAN_PRICE_CENTS[plan],
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    trialEnd: sub.trial_end === null ? null : fromUnix(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at === null ? null : fromUnix(sub.canceled_at),
    endedAt: sub.ended_at === null ? null : fromUnix(sub.ended_at),
  }
}

/**
 * A Stripe invoice as the port's InvoiceState, or null for one that no subscription produced (or a
 * preview without status). Since API version 2025-03-31 the subscription is found under
 * parent.subscription_details. The period is the one billed: the subscription line's (the
 * invoice's own period_start/end is when its items were collected, e.g. the previous period for a
 * renewal).
 */
export function invoiceStateFromStripe(inv: Stripe.Invoice): InvoiceState | null {
  const subscription = inv.parent?.subscription_details?.subscription
  if (!subscription || !inv.status || !INVOICE_STATUSES.includes(inv.status)) return null
  const lines = inv.lines?.data ?? []
  const billed =
    lines.find((l) => l.parent?.subscription_item_details && !l.parent.subscription_item_details.proration) ??
    lines.find((l) => l.parent?.subscription_item_details)
  const discountCents = (inv.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0)
  const paidAt = inv.status === 'paid' ? fromUnix(inv.status_transitions.paid_at ?? inv.created) : null
  return {
    providerInvoiceId: inv.id,
    providerSubscriptionId: idOf(subscription),
    status: inv.status as InvoiceState['status'],
    // A downgrade's proration invoice can total below zero: Stripe keeps that credit on the
    // customer's balance and charges nothing, which is what the row records.
    subtotalCents: Math.max(0, inv.subtotal),
    discountCents,
    amountDueCents: inv.amount_due,
    amountPaidCents: inv.amount_paid,
    periodStart: fromUnix(billed?.period.start ?? inv.period_start),
    periodEnd: fromUnix(billed?.period.end ?? inv.period_end),
    paidAt,
  }
}

/** The card of a payment method (brand and last 4 only), when it is an expanded card. */
export function cardFromStripe(pm: string | Stripe.PaymentMethod | null): CardOnFile | null {
  if (!pm || typeof pm === 'string' || !pm.card) return null
  return { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4 }
}
