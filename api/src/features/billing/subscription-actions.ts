import { PLAN_PRICE_CENTS, type PlanType, type SubscriptionChangeResult } from '@marketplace/domain/contract/billing.ts'
import type { BillingProvider, BillingUser } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { ensureCustomer, saveCard } from './billing-customer.ts'
import { recordResult } from './complete-signup.ts'
import { isActive, latestSubscription, toStored, toView } from './subscription-store.ts'

const PLAN_NAMES: Record<PlanType, string> = { monthly: 'Monthly', annual: 'Annual' }
const day = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

async function current(tx: Tx, userId: string) {
  const row = await latestSubscription(tx, userId, true)
  if (!row) throw notFound('You have no subscription yet.')
  return row
}

async function changed(
  tx: Tx,
  billing: BillingProvider,
  userId: string,
  message: (expiry: Date) => string,
): Promise<SubscriptionChangeResult> {
  const row = (await latestSubscription(tx, userId))!
  return { message: message(row.current_period_end), subscription: toView(row, billing.clock.now()) }
}

/** POST /api/subscription/cancel: ends at the period's end; the profile stays listed until then. */
export async function cancelSubscription(
  tx: Tx,
  billing: BillingProvider,
  user: BillingUser,
): Promise<SubscriptionChangeResult> {
  const row = await current(tx, user.id)
  if (!isActive(row, billing.clock.now())) throw new HttpError(409, 'Your subscription is not active.')
  if (!row.cancel_at_period_end) {
    await recordResult(tx, billing, user.id, await billing.setCancelAtPeriodEnd(tx, toStored(row), true))
  }
  return changed(
    tx,
    billing,
    user.id,
    (end) => `Your subscription has been cancelled. Your profile stays visible to clients until ${day(end)}.`,
  )
}

/**
 * POST /api/subscription/reactivate: undoes a cancellation before the period ends, or, once the
 * subscription has ended, starts a new one on the same plan with the card on file.
 */
export async function reactivateSubscription(
  tx: Tx,
  billing: BillingProvider,
  user: BillingUser,
  mail?: MailContext,
): Promise<SubscriptionChangeResult> {
  const now = billing.clock.now()
  const row = await current(tx, user.id)
  if (isActive(row, now)) {
    if (row.cancel_at_period_end)
      await recordResult(tx, billing, user.id, await billing.setCancelAtPeriodEnd(tx, toStored(row), false))
    return changed(tx, billing, user.id, (end) => `Your subscription is active and renews on ${day(end)}.`)
  }
  if (row.status === 'past_due')
    throw new HttpError(409, 'Your subscription has an unpaid invoice; update your card to reactivate it.')
  if (!row.default_payment_method_id)
    throw new HttpError(409, 'Add a card to reactivate your subscription.', [
      { path: ['paymentMethodId'], message: 'No card on file' },
    ])
  const customerId = await ensureCustomer(tx, billing, user)
  const [{ count }] = await tx<
    { count: number }[]
  >`select count(*)::int as count from public.subscriptions where user_id = ${user.id}`
  const result = await billing.startSubscription(tx, {
    user,
    customerId,
    plan: row.plan,
    paymentMethodId: row.default_payment_method_id,
    coupon: null,
    idempotencyKey: ['reactivate', user.id, count, row.plan, row.default_payment_method_id].join(':'),
  })
  await recordResult(tx, billing, user.id, result, { mail })
  await tx`
    insert into public.analytics_events (event_type, user_id, metadata)
    values ('subscription', ${user.id}, ${tx.json({ planType: row.plan, reactivated: true })})`
  return changed(tx, billing, user.id, (end) => `Your subscription is active again and renews on ${day(end)}.`)
}

/** POST /api/subscription/update-plan: switches now, unused paid time credited (a trial continues). */
export async function updatePlan(
  tx: Tx,
  billing: BillingProvider,
  user: BillingUser,
  plan: PlanType,
  mail?: MailContext,
): Promise<SubscriptionChangeResult> {
  const row = await current(tx, user.id)
  if (!isActive(row, billing.clock.now()))
    throw new HttpError(409, 'Reactivate your subscription before changing plan.')
  if (row.plan !== plan || row.price_cents !== PLAN_PRICE_CENTS[plan]) {
    await recordResult(tx, billing, user.id, await billing.changePlan(tx, toStored(row), plan), { mail })
  }
  return changed(tx, billing, user.id, () => `Plan updated to ${PLAN_NAMES[plan]}`)
}

/**
 * POST /api/subscription/payment-method: a card confirmed through a setup intent becomes the one
 * on file: renewals and the end of a free trial charge it; a past-due period is retried with it.
 */
export async function setCardOnFile(
  tx: Tx,
  billing: BillingProvider,
  user: BillingUser,
  paymentMethodId: string,
  mail?: MailContext,
): Promise<SubscriptionChangeResult> {
  const row = await current(tx, user.id)
  const customerId = await ensureCustomer(tx, billing, user)
  const live = ['active', 'trialing', 'past_due'].includes(row.status) ? toStored(row) : null
  const { card, result } = await billing.setPaymentMethod(tx, user, customerId, live, paymentMethodId)
  await saveCard(tx, user.id, card)
  if (result) await recordResult(tx, billing, user.id, result, { mail })
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
  return changed(tx, billing, user.id, () => `Card saved: ${brand} ending in ${card.last4}`)
}
