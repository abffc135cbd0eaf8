import Stripe from 'stripe'
import type { Tx } from '../../db/client.ts'
import { CardError, type BillingProvider, type Clock, type CouponTerms, type ProviderResult } from './billing.ts'
import {
  cardFromStripe,
  invoiceStateFromStripe,
  subscriptionStateFromStripe,
  type StripePrices,
} from './stripe-objects.ts'

export interface StripeBillingOptions {
  stripe: Stripe
  prices: StripePrices
  clock: Clock
}

/** What a subscription call returns expanded: the invoice it produced and the card it charges. */
const EXPAND = ['latest_invoice', 'default_payment_method']

/**
 * The billing port over Stripe's API. Every write carries an idempotency key derived from the
 * operation, so a retried request returns the first one's object instead of acting twice. Stripe
 * is the source of truth; the caller mirrors the returned states (and the webhook the later ones).
 */
export function createStripeBilling({ stripe, prices, clock }: StripeBillingOptions): BillingProvider {
  const result = (sub: Stripe.Subscription): ProviderResult => {
    const invoice =
      sub.latest_invoice && typeof sub.latest_invoice !== 'string' ? invoiceStateFromStripe(sub.latest_invoice) : null
    return {
      subscription: subscriptionStateFromStripe(sub, prices),
      invoices: invoice ? [invoice] : [],
      card: cardFromStripe(sub.default_payment_method),
    }
  }

  /** The Stripe coupon of one of ours: created on first use (id chairside_<CODE>), then reused. */
  async function stripeCoupon(tx: Tx, coupon: CouponTerms): Promise<string> {
    if (coupon.providerCouponId) return coupon.providerCouponId
    const id = `chairside_${coupon.code}`
    const terms: Stripe.CouponCreateParams =
      coupon.type === 'percentage' ? { percent_off: coupon.value } : { amount_off: coupon.value, currency: 'usd' }
    try {
      await stripe.coupons.create(
        { id, name: coupon.name.slice(0, 40), duration: 'once', ...terms },
        { idempotencyKey: `coupon:${id}` },
      )
    } catch (err) {
      // Made by an earlier attempt whose transaction rolled back after Stripe's 24-hour key memory.
      if (!(err instanceof Stripe.errors.StripeError && err.code === 'resource_already_exists')) throw err
    }
    await tx`update public.coupons set provider_coupon_id = ${id} where id = ${coupon.id}`
    return id
  }

  return {
    mode: 'stripe',
    clock,

    async createCustomer(_tx, user) {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `customer:${user.id}` },
      )
      return customer.id
    },

    async createSetupIntent(_tx, user, customerId) {
      // A new card form each time: the nonce makes each intent its own. This API version accepts
      // allowed_payment_method_types (payment_method_types is refused since 2026-09-30).
      const intent = await stripe.setupIntents.create(
        {
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { userId: user.id },
        },
        { idempotencyKey: `setup-intent:${user.id}:${crypto.randomUUID()}` },
      )
      if (!intent.client_secret) throw new Error(`Stripe setup intent ${intent.id} has no client secret`)
      return { clientSecret: intent.client_secret }
    },

    async startSubscription(tx, input) {
      const params: Stripe.SubscriptionCreateParams = {
        customer: input.customerId,
        items: [{ price: prices[input.plan] }],
        metadata: { userId: input.user.id, plan: input.plan },
        // A declined first charge fails the call (a 402 card error) instead of leaving an
        // incomplete subscription behind.
        payment_behavior: 'error_if_incomplete',
        expand: EXPAND,
      }
      if (input.paymentMethodId) params.default_payment_method = input.paymentMethodId
      const coupon = input.coupon
      if (coupon?.type === 'free') {
        params.trial_end = trialEnd(clock.now(), coupon.durationMonths ?? 1)
        // No card: the subscription ends with the trial unless one is added by then.
        if (!input.paymentMethodId) params.trial_settings = { end_behavior: { missing_payment_method: 'cancel' } }
      } else if (coupon) {
        params.discounts = [{ coupon: await stripeCoupon(tx, coupon) }]
      }
      return result(await charging(() => stripe.subscriptions.create(params, { idempotencyKey: input.idempotencyKey })))
    },

    async setPaymentMethod(_tx, _user, customerId, s, paymentMethodId) {
      await stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey: `default-card:${customerId}:${paymentMethodId}` },
      )
      if (s) {
        await stripe.subscriptions.update(
          s.providerSubscriptionId,
          { default_payment_method: paymentMethodId },
          { idempotencyKey: `subscription-card:${s.providerSubscriptionId}:${paymentMethodId}` },
        )
      }
      const card = cardFromStripe(await stripe.paymentMethods.retrieve(paymentMethodId))
      if (!card) throw new CardError('This payment method is not a card.', 'payment_method_invalid')
      // A past-due invoice is retried by Stripe's automatic retries with the new default card;
      // its webhooks bring the outcome.
      return { card, result: null }
    },

    async setCancelAtPeriodEnd(_tx, s, cancel) {
      const id = s.providerSubscriptionId
      const sub = await stripe.subscriptions.update(
        id,
        { cancel_at_period_end: cancel, expand: ['default_payment_method'] },
        { idempotencyKey: `cancel:${id}:${cancel}:${s.version}` },
      )
      return result(sub)
    },

    async cancelNow(_tx, s) {
      const id = s.providerSubscriptionId
      try {
        return result(
          await stripe.subscriptions.cancel(
            id,
            { expand: ['default_payment_method'] },
            { idempotencyKey: `cancel-now:${id}` },
          ),
        )
      } catch (err) {
        // Already cancelled (a webhook not yet applied here, or an earlier attempt whose transaction
        // rolled back): Stripe answers "no such subscription"; its ended state is what we mirror.
        if (!(err instanceof Stripe.errors.StripeError && err.code === 'resource_missing')) throw err
        const sub = await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] })
        if (sub.status !== 'canceled') throw err
        return result(sub)
      }
    },

    async deleteCustomer(customerId) {
      // DELETE is idempotent at Stripe (no Idempotency-Key): a second call finds the customer gone.
      try {
        await stripe.customers.del(customerId)
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeError && err.code === 'resource_missing')) throw err
      }
    },

    async changePlan(_tx, s, plan) {
      const id = s.providerSubscriptionId
      const itemId = s.providerItemId ?? (await stripe.subscriptions.retrieve(id)).items.data[0]?.id
      if (!itemId) throw new Error(`Stripe subscription ${id} has no item`)
      const sub = await charging(() =>
        stripe.subscriptions.update(
          id,
          {
            items: [{ id: itemId, price: prices[plan] }],
            // The unused part of the old plan is credited against the new one, invoiced now.
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            expand: EXPAND,
          },
          { idempotencyKey: `plan:${id}:${plan}:${s.version}` },
        ),
      )
      return result(sub)
    },
  }
}

/** Runs a call that charges a card: Stripe's card errors become CardError (a 402 for the user). */
async function charging<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError)
      throw new CardError(err.message, err.code ?? 'card_declined', err.decline_code ?? undefined)
    throw err
  }
}

/**
 * The end of a free trial of `months` months from `now`, rounded up to the next midnight UTC.
 * Rounding keeps a retried start within the same day identical: Stripe refuses an idempotency key
 * reused with different parameters, and a trial_end to the second would differ on every retry.
 */
export function trialEnd(now: Date, months: number): number {
  const end = new Date(now)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  // The same day of the month, or the month's last day (Aug 31 + 6 months is Feb 28).
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  return Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), Math.min(day, lastDay) + 1) / 1000
}
