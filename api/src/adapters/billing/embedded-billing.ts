import { createHash, randomBytes } from 'node:crypto'
import {
  PLAN_PRICE_CENTS,
  type CardSetupInput,
  type CardSetupResult,
  type PlanType,
} from '@marketplace/domain/contract/billing.ts'
import type { Tx } from '../../db/client.ts'
import {
  DAY_MS,
  CardError,
  type BillingProvider,
  type BillingUser,
  type Clock,
  type InvoiceState,
  type ProviderResult,
  type StartSubscription,
  type StoredSubscription,
  type SubscriptionState,
} from './billing.ts'
import { couponDiscount } from '../../features/coupons/coupon-rules.ts'
import { checkCard } from './embedded-cards.ts'

/** Monthly is billed every 30 days (spec section 9); annual once a year. */
export function periodEnd(start: Date, plan: PlanType): Date {
  if (plan === 'monthly') return new Date(start.getTime() + 30 * DAY_MS)
  const end = new Date(start)
  end.setUTCFullYear(end.getUTCFullYear() + 1)
  return end
}

export function addMonths(start: Date, months: number): Date {
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const randomId = (prefix: string) => `${prefix}_emb_${randomBytes(12).toString('hex')}`

interface SubscriptionRow {
  id: number
  user_id: string
  plan: PlanType
  status: SubscriptionState['status']
  price_cents: number
  current_period_start: Date
  current_period_end: Date
  cancel_at_period_end: boolean
  canceled_at: Date | null
  ended_at: Date | null
  trial_end: Date | null
  provider_customer_id: string
  provider_subscription_id: string
}

function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    providerSubscriptionId: row.provider_subscription_id,
    providerCustomerId: row.provider_customer_id,
    providerItemId: null,
    plan: row.plan,
    status: row.status,
    priceCents: row.price_cents,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    trialEnd: row.trial_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: row.canceled_at,
    endedAt: row.ended_at,
  }
}

export interface EmbeddedBilling extends BillingProvider {
  readonly mode: 'embedded'
  /** The embedded stand-in for Stripe's confirmCardSetup: saves a test card for the user. */
  confirmCardSetup(tx: Tx, userId: string, input: CardSetupInput): Promise<CardSetupResult>
  /**
   * Renews, fails or ends every subscription whose period is over by the clock's time (only those
   * of `onlyUsers` when given: tests that move the clock share their database with other tests).
   */
  renewDue(tx: Tx, onlyUsers?: readonly string[]): Promise<{ userId: string; result: ProviderResult }[]>
}

/**
 * The billing provider of embedded mode: no network, everything in the database, time from the
 * clock. Behaves like Stripe where the product can tell: test cards, trials, auto-renewal,
 * cancel at period end, failed renewals (past due, then cancelled), proration on plan changes.
 */
export function createEmbeddedBilling(clock: Clock): EmbeddedBilling {
  /** Charges a saved card: throws CardError for a card that declines charges. */
  async function charge(tx: Tx, userId: string, paymentMethodId: string | null, amountCents: number) {
    if (amountCents === 0) return
    const outcome = await cardOutcome(tx, userId, paymentMethodId)
    if (outcome !== 'succeeds') throw new CardError('Your card was declined.', 'card_declined', 'generic_decline')
  }

  async function cardOutcome(tx: Tx, userId: string, paymentMethodId: string | null) {
    if (!paymentMethodId) return 'missing'
    const [pm] = await tx<{ charge_outcome: string }[]>`
      select charge_outcome from public.embedded_payment_methods where id = ${paymentMethodId} and user_id = ${userId}`
    return pm?.charge_outcome ?? 'missing'
  }

  /** Takes account credit off an amount; returns what is left to pay. */
  async function useCredit(tx: Tx, userId: string, amountCents: number, extraCredit = 0): Promise<number> {
    const [c] = await tx<{ credit_cents: number }[]>`
      select credit_cents from public.billing_customers where user_id = ${userId} for update`
    const available = (c?.credit_cents ?? 0) + extraCredit
    const applied = Math.min(available, amountCents)
    await tx`update public.billing_customers set credit_cents = ${available - applied} where user_id = ${userId}`
    return amountCents - applied
  }

  function invoice(
    sub: SubscriptionState,
    subtotal: number,
    discount: number,
    due: number,
    paid: boolean,
    at: Date,
  ): InvoiceState {
    return {
      providerInvoiceId: randomId('in'),
      providerSubscriptionId: sub.providerSubscriptionId,
      status: paid ? 'paid' : 'open',
      subtotalCents: subtotal,
      discountCents: discount,
      amountDueCents: due,
      amountPaidCents: paid ? due : 0,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      paidAt: paid ? at : null,
    }
  }

  async function loadRow(tx: Tx, id: number): Promise<SubscriptionRow> {
    const [row] = await tx<SubscriptionRow[]>`
      select id, user_id, plan, status, price_cents, current_period_start, current_period_end, cancel_at_period_end,
             canceled_at, ended_at, trial_end, provider_customer_id, provider_subscription_id
        from public.subscriptions where id = ${id} and provider = 'embedded'`
    if (!row) throw new Error(`Embedded subscription ${id} not found`)
    return row
  }

  async function cardOf(tx: Tx, userId: string, paymentMethodId: string | null) {
    if (!paymentMethodId) return null
    const [pm] = await tx<{ brand: string; last4: string }[]>`
      select brand, last4 from public.embedded_payment_methods where id = ${paymentMethodId} and user_id = ${userId}`
    if (!pm) throw new CardError('No such payment method.', 'resource_missing')
    return { paymentMethodId, brand: pm.brand, last4: pm.last4 }
  }

  async function defaultPaymentMethod(tx: Tx, userId: string): Promise<string | null> {
    const [c] = await tx<{ pm: string | null }[]>`
      select default_payment_method_id as pm from public.billing_customers where user_id = ${userId}`
    return c?.pm ?? null
  }

  /** One renewal step of a subscription whose period is over; returns the new state and invoices. */
  async function renewOnce(
    tx: Tx,
    s: SubscriptionState,
    userId: string,
  ): Promise<{ state: SubscriptionState; invoices: InvoiceState[] }> {
    const end = s.currentPeriodEnd
    const ended = (status: SubscriptionState['status']) => ({ state: { ...s, status, endedAt: end }, invoices: [] })
    if (s.cancelAtPeriodEnd) return ended('canceled')
    if (s.status === 'past_due') return ended('canceled') // a whole period unpaid: cancelled, as Stripe's retries end
    const pm = await defaultPaymentMethod(tx, userId)
    if (s.status === 'trialing' && !pm) return ended('canceled') // trial without a card: it simply ends
    const next: SubscriptionState = {
      ...s,
      currentPeriodStart: end,
      currentPeriodEnd: periodEnd(end, s.plan),
      trialEnd: s.trialEnd,
    }
    const due = await useCredit(tx, userId, s.priceCents)
    const outcome = due === 0 ? 'succeeds' : await cardOutcome(tx, userId, pm)
    if (outcome === 'succeeds')
      return { state: { ...next, status: 'active' }, invoices: [invoice(next, s.priceCents, 0, due, true, end)] }
    return { state: { ...next, status: 'past_due' }, invoices: [invoice(next, s.priceCents, 0, due, false, end)] }
  }

  return {
    mode: 'embedded',
    clock,

    async createCustomer(_tx: Tx, user: BillingUser) {
      return `cus_emb_${user.id.replace(/-/g, '')}`
    },

    async createSetupIntent(tx: Tx, user: BillingUser) {
      const id = randomId('seti')
      const clientSecret = `${id}_secret_${randomBytes(18).toString('base64url')}`
      await tx`
        insert into public.embedded_setup_intents (id, user_id, client_secret_sha256, status)
        values (${id}, ${user.id}, ${sha256(clientSecret)}, 'requires_payment_method')`
      return { clientSecret }
    },

    async confirmCardSetup(tx: Tx, userId: string, input: CardSetupInput) {
      const [intent] = await tx<{ id: string; status: string }[]>`
        select id, status from public.embedded_setup_intents
         where client_secret_sha256 = ${sha256(input.clientSecret)} and user_id = ${userId}
         for update`
      if (!intent) throw new CardError('No such setup intent.', 'resource_missing')
      if (intent.status === 'succeeded')
        throw new CardError('This SetupIntent has already been confirmed.', 'setup_intent_unexpected_state')
      const card = checkCard(input.cardNumber, input.expMonth, input.expYear, input.cvc, clock.now())
      if (!card.ok) throw new CardError(card.message, card.code, card.declineCode)
      const paymentMethodId = randomId('pm')
      await tx`
        insert into public.embedded_payment_methods (id, user_id, brand, last4, exp_month, exp_year, charge_outcome)
        values (${paymentMethodId}, ${userId}, ${card.brand}, ${card.last4}, ${input.expMonth}, ${input.expYear}, ${card.chargeOutcome})`
      await tx`
        update public.embedded_setup_intents set status = 'succeeded', payment_method_id = ${paymentMethodId}
         where id = ${intent.id}`
      return { paymentMethodId, brand: card.brand, last4: card.last4 }
    },

    async startSubscription(tx: Tx, input: StartSubscription) {
      const now = clock.now()
      const { user, plan, coupon } = input
      const card = await cardOf(tx, user.id, input.paymentMethodId)
      const price = PLAN_PRICE_CENTS[plan]
      const base = {
        providerSubscriptionId: `sub_emb_${sha256(input.idempotencyKey).slice(0, 24)}`,
        providerCustomerId: input.customerId,
        providerItemId: null,
        plan,
        priceCents: price,
        currentPeriodStart: now,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
      }
      if (coupon?.type === 'free') {
        const trialEnd = addMonths(now, coupon.durationMonths ?? 6)
        const subscription: SubscriptionState = { ...base, status: 'trialing', currentPeriodEnd: trialEnd, trialEnd }
        return { subscription, invoices: [], card }
      }
      const subscription: SubscriptionState = {
        ...base,
        status: 'active',
        currentPeriodEnd: periodEnd(now, plan),
        trialEnd: null,
      }
      const discount = couponDiscount(coupon, price)
      const due = await useCredit(tx, user.id, price - discount)
      await charge(tx, user.id, input.paymentMethodId, due)
      return { subscription, invoices: [invoice(subscription, price, discount, due, true, now)], card }
    },

    async setPaymentMethod(
      tx: Tx,
      user: BillingUser,
      _customerId: string,
      stored: StoredSubscription | null,
      paymentMethodId: string,
    ) {
      // Renewals charge the customer's default card (billing_customers), which the caller sets.
      const card = (await cardOf(tx, user.id, paymentMethodId))!
      if (stored?.status !== 'past_due') return { card, result: null }
      // Retry the unpaid invoice of the current period with the new card.
      const [open] = await tx<
        { provider_invoice_id: string; subtotal_cents: number; discount_cents: number; amount_due_cents: number }[]
      >`
        select provider_invoice_id, subtotal_cents, discount_cents, amount_due_cents from public.invoices
         where subscription_id = ${stored.id} and status = 'open' order by period_start desc limit 1`
      const current = stateOf(await loadRow(tx, stored.id))
      await charge(tx, user.id, paymentMethodId, open?.amount_due_cents ?? 0)
      const paid: InvoiceState[] = open
        ? [
            {
              ...invoice(current, open.subtotal_cents, open.discount_cents, open.amount_due_cents, true, clock.now()),
              providerInvoiceId: open.provider_invoice_id,
            },
          ]
        : []
      return { card, result: { subscription: { ...current, status: 'active' }, invoices: paid, card } }
    },

    async setCancelAtPeriodEnd(tx: Tx, stored: StoredSubscription, cancel: boolean) {
      const row = await loadRow(tx, stored.id)
      const subscription = { ...stateOf(row), cancelAtPeriodEnd: cancel, canceledAt: cancel ? clock.now() : null }
      return { subscription, invoices: [], card: null }
    },

    async cancelNow(tx: Tx, stored: StoredSubscription) {
      const current = stateOf(await loadRow(tx, stored.id))
      if (current.endedAt) return { subscription: current, invoices: [], card: null }
      const now = clock.now()
      // As Stripe's cancel: ended now, the period as it was, nothing charged or refunded.
      const subscription: SubscriptionState = { ...current, status: 'canceled', canceledAt: now, endedAt: now }
      return { subscription, invoices: [], card: null }
    },

    async deleteCustomer() {
      // This provider's customer and cards are rows of the user (billing_customers,
      // embedded_payment_methods, embedded_setup_intents, all on delete cascade): the account's
      // deletion has already removed them, in its own transaction.
    },

    async changePlan(tx: Tx, stored: StoredSubscription, plan: PlanType) {
      const now = clock.now()
      const current = stateOf(await loadRow(tx, stored.id))
      const price = PLAN_PRICE_CENTS[plan]
      if (current.status === 'trialing')
        return { subscription: { ...current, plan, priceCents: price }, invoices: [], card: null }
      // The unused part of what was paid for this period becomes credit towards the new plan.
      const [paid] = await tx<{ value: number }[]>`
        select coalesce(sum(subtotal_cents - discount_cents), 0)::int as value from public.invoices
         where subscription_id = ${stored.id} and status = 'paid' and period_start = ${current.currentPeriodStart}`
      const total = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime()
      const remaining = Math.max(0, current.currentPeriodEnd.getTime() - now.getTime())
      const unused = Math.round((paid.value * remaining) / total)
      const subscription: SubscriptionState = {
        ...current,
        plan,
        priceCents: price,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd(now, plan),
      }
      const due = await useCredit(tx, stored.userId, price, unused)
      await charge(tx, stored.userId, await defaultPaymentMethod(tx, stored.userId), due)
      return { subscription, invoices: [invoice(subscription, price, 0, due, true, now)], card: null }
    },

    async renewDue(tx: Tx, onlyUsers?: readonly string[]) {
      const now = clock.now()
      const due = await tx<SubscriptionRow[]>`
        select id, user_id, plan, status, price_cents, current_period_start, current_period_end, cancel_at_period_end,
               canceled_at, ended_at, trial_end, provider_customer_id, provider_subscription_id
          from public.subscriptions
         where provider = 'embedded' and status in ('active', 'trialing', 'past_due') and current_period_end <= ${now}
           ${onlyUsers ? tx`and user_id = any(${onlyUsers as string[]}::uuid[])` : tx``}
         order by current_period_end, id
         for update skip locked`
      const results: { userId: string; result: ProviderResult }[] = []
      for (const row of due) {
        let state = stateOf(row)
        const invoices: InvoiceState[] = []
        // The clock may have jumped several periods: renew until the period covers now or it ended.
        while (state.currentPeriodEnd <= now && !state.endedAt) {
          const step = await renewOnce(tx, state, row.user_id)
          state = step.state
          invoices.push(...step.invoices)
        }
        results.push({ userId: row.user_id, result: { subscription: state, invoices, card: null } })
      }
      return results
    },
  }
}

export const isEmbeddedBilling = (billing: BillingProvider): billing is EmbeddedBilling => billing.mode === 'embedded'
