import type { CompleteSignupInput, SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import type { BillingProvider, BillingUser, CouponTerms, ProviderResult } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { queueReceipt } from '../mail/billing-mail.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { ensureCustomer, saveCard } from './billing-customer.ts'
import { recordRedemption, redeemCoupon } from './coupon-redemption.ts'
import { applyInvoice, applySubscription, isActive, latestSubscription, toView } from './subscription-store.ts'

type Input = { planType: CompleteSignupInput['planType']; paymentMethodId: string | null; couponCode: string | null }

/**
 * POST /api/complete-signup, in the caller's transaction (the route runs it as the service role
 * after checking the user): the subscription, its first invoice, the card on file, the coupon use
 * and the analytics event, all or nothing. The user's row lock makes a retried or doubled call wait
 * for the first and then answer with the subscription it created: never a second subscription,
 * never a second coupon use.
 */
export async function completeSignup(
  tx: Tx,
  billing: BillingProvider,
  user: BillingUser,
  input: Input,
  mail?: MailContext,
): Promise<SubscriptionView> {
  const now = billing.clock.now()
  await tx`select 1 from public.users where id = ${user.id} for update`
  const current = await latestSubscription(tx, user.id)
  if (current && isActive(current, now)) return toView(current, now)
  if (current && current.status === 'past_due')
    throw new HttpError(409, 'Your subscription has an unpaid invoice; update your card from the dashboard.')

  const coupon: CouponTerms | null = input.couponCode
    ? await redeemCoupon(tx, input.couponCode, input.planType, user.id, now)
    : null
  if (!input.paymentMethodId && coupon?.type !== 'free')
    throw new HttpError(400, 'A card is required for this plan.', [
      { path: ['paymentMethodId'], message: 'A card is required for this plan.' },
    ])

  const customerId = await ensureCustomer(tx, billing, user)
  const [{ count }] = await tx<
    { count: number }[]
  >`select count(*)::int as count from public.subscriptions where user_id = ${user.id}`
  const result = await billing.startSubscription(tx, {
    user,
    customerId,
    plan: input.planType,
    paymentMethodId: input.paymentMethodId,
    coupon,
    // One key per signup attempt: the user's n-th subscription with these terms.
    idempotencyKey: ['signup', user.id, count, input.planType, coupon?.code ?? '-', input.paymentMethodId ?? '-'].join(
      ':',
    ),
  })
  const subscriptionId = await recordResult(tx, billing, user.id, result, { couponId: coupon?.id ?? null, mail })
  if (coupon) await recordRedemption(tx, coupon.id, user.id, subscriptionId)
  await tx`
    insert into public.analytics_events (event_type, user_id, metadata)
    values ('subscription', ${user.id}, ${tx.json({ planType: input.planType, ...(coupon ? { couponCode: coupon.code } : {}) })})`
  const stored = await latestSubscription(tx, user.id)
  return toView(stored!, now)
}

/**
 * Mirrors what the provider returned: subscription, invoices, card on file. Returns the row id.
 * With `mail`, each invoice paid here gets its receipt queued in the same transaction (ADR 014).
 */
export async function recordResult(
  tx: Tx,
  billing: BillingProvider,
  userId: string,
  result: ProviderResult,
  { couponId = null, mail }: { couponId?: number | null; mail?: MailContext } = {},
): Promise<number> {
  // Stamped with the time of the provider's answer: a webhook event older than it changes nothing.
  const id = await applySubscription(tx, billing.mode, userId, result.subscription, {
    couponId,
    at: billing.clock.now(),
  })
  if (id === null) throw new Error(`Subscription ${result.subscription.providerSubscriptionId} could not be recorded`)
  for (const invoice of result.invoices) await applyInvoice(tx, billing.mode, userId, invoice)
  if (result.card) await saveCard(tx, userId, result.card)
  // After the card is saved: the receipt names the card it charged.
  if (mail)
    for (const invoice of result.invoices)
      if (invoice.status === 'paid') await queueReceipt(tx, mail, billing.mode, invoice.providerInvoiceId)
  return id
}
