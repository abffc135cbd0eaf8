import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, testDatabase } from '../../../test/database.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import type { Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { applyInvoice, applySubscription } from '../../features/billing/subscription-store.ts'
import { CardError, MovableClock, type BillingProvider, type CouponTerms, type StoredSubscription } from './billing.ts'
import { createStripeBilling, trialEnd } from './stripe-billing.ts'

const sql = testDatabase()
const START = new Date('2026-11-22T15:30:00Z')
const clock = new MovableClock(START)
let fake: StripeFake
let billing: BillingProvider

beforeAll(async () => {
  fake = await StripeFake.start({ now: () => clock.now() })
  billing = createStripeBilling({ stripe: fake.client(), prices: FAKE_PRICES, clock })
})
afterAll(() => fake.close())

const inTx = <T>(fn: (tx: Tx) => Promise<T>) => asService(sql, fn)
const lastRequest = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).at(-1)!

/** A user with a Stripe customer, ready to subscribe. */
async function customer() {
  const user = await createUser(sql)
  const customerId = await inTx((tx) => billing.createCustomer(tx, user))
  return { user, customerId }
}

async function coupon(type: 'percentage' | 'fixed' | 'free', value: number): Promise<CouponTerms> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`
  const [row] = await sql<{ id: number }[]>`
    insert into public.coupons (code, name, type, value, duration_months, valid_from, valid_until)
    values (${code}, 'Launch offer', ${type}, ${value}, ${type === 'free' ? 6 : null}, '2020-01-01', '2099-01-01')
    returning id`
  return {
    id: row.id,
    code,
    name: 'Launch offer',
    type,
    value,
    durationMonths: type === 'free' ? 6 : null,
    providerCouponId: null,
  }
}

async function subscribe(
  c: Awaited<ReturnType<typeof customer>>,
  options: { card?: string | null; coupon?: CouponTerms | null; key?: string } = {},
) {
  return inTx((tx) =>
    billing.startSubscription(tx, {
      user: c.user,
      customerId: c.customerId,
      plan: 'monthly',
      paymentMethodId: options.card === undefined ? 'pm_card_visa' : options.card,
      coupon: options.coupon ?? null,
      idempotencyKey: options.key ?? `signup:${c.user.id}:${randomUUID()}`,
    }),
  )
}

/** The subscription as the caller would pass it back from its row (ids, version). */
function stored(result: Awaited<ReturnType<typeof subscribe>>, version: string): StoredSubscription {
  return { ...result.subscription, id: 0, userId: randomUUID(), version }
}

describe('Stripe billing adapter, against a local fake of Stripe', () => {
  it('creates the customer once per user, with the user id in its metadata', async () => {
    const user = await createUser(sql)
    const first = await inTx((tx) => billing.createCustomer(tx, user))
    const again = await inTx((tx) => billing.createCustomer(tx, user))
    expect(again).toBe(first)
    const request = lastRequest('POST', '/v1/customers')
    expect(request).toMatchObject({
      idempotencyKey: `customer:${user.id}`,
      replayed: true,
      stripeVersion: Stripe.API_VERSION,
    })
    expect(request.params).toEqual({ email: user.email, metadata: { userId: user.id } })
    expect([...fake.account.customers.values()].filter((c) => c.email === user.email)).toHaveLength(1)
  })

  it('opens a new card setup for each card form, for off-session card payments', async () => {
    const { user, customerId } = await customer()
    const first = await inTx((tx) => billing.createSetupIntent(tx, user, customerId))
    const firstKey = lastRequest('POST', '/v1/setup_intents').idempotencyKey
    const second = await inTx((tx) => billing.createSetupIntent(tx, user, customerId))
    const request = lastRequest('POST', '/v1/setup_intents')
    expect(first.clientSecret).toMatch(/^seti_\w+_secret_\w+$/)
    expect(second.clientSecret).not.toBe(first.clientSecret)
    expect(request.params).toEqual({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { userId: user.id },
    })
    expect(request.idempotencyKey).toMatch(new RegExp(`^setup-intent:${user.id}:[0-9a-f-]{36}$`))
    expect(request.idempotencyKey).not.toBe(firstKey)
  })

  it('starts a paid subscription: the request, the mirrored state, the first invoice and the card', async () => {
    const c = await customer()
    const key = `signup:${c.user.id}:first`
    const now = clock.now()
    const result = await subscribe(c, { key })
    const request = lastRequest('POST', '/v1/subscriptions')
    expect(request.idempotencyKey).toBe(key)
    expect(request.params).toEqual({
      customer: c.customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      metadata: { userId: c.user.id, plan: 'monthly' },
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice', 'default_payment_method'],
      default_payment_method: 'pm_card_visa',
    })
    const periodEnd = new Date(now)
    periodEnd.setUTCMonth(now.getUTCMonth() + 1)
    expect(result.subscription).toMatchObject({
      providerCustomerId: c.customerId,
      plan: 'monthly',
      status: 'active',
      priceCents: 500,
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialEnd: null,
      canceledAt: null,
      endedAt: null,
    })
    expect(result.subscription.providerSubscriptionId).toMatch(/^sub_/)
    expect(result.subscription.providerItemId).toMatch(/^si_/)
    expect(result.invoices).toEqual([
      {
        providerInvoiceId: expect.stringMatching(/^in_/),
        providerSubscriptionId: result.subscription.providerSubscriptionId,
        status: 'paid',
        subtotalCents: 500,
        discountCents: 0,
        amountDueCents: 500,
        amountPaidCents: 500,
        periodStart: now,
        periodEnd,
        paidAt: now,
      },
    ])
    expect(result.card).toEqual({ paymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242' })

    // The mirrored state fits the tables as they are.
    await inTx(async (tx) => {
      await applySubscription(tx, 'stripe', c.user.id, result.subscription)
      await applyInvoice(tx, 'stripe', c.user.id, result.invoices[0])
    })
    const [row] = await sql`
      select s.status, s.provider_item_id, i.status as invoice_status, i.amount_paid_cents
        from public.subscriptions s join public.invoices i on i.subscription_id = s.id
       where s.user_id = ${c.user.id}`
    expect(row).toEqual({
      status: 'active',
      provider_item_id: result.subscription.providerItemId,
      invoice_status: 'paid',
      amount_paid_cents: 500,
    })
  })

  it('answers a retried start with the same key with the first subscription, created once', async () => {
    const c = await customer()
    const key = `signup:${c.user.id}:retry`
    const before = fake.account.subscriptions.size
    const first = await subscribe(c, { key })
    clock.advance(30_000)
    const retried = await subscribe(c, { key })
    expect(retried.subscription).toEqual(first.subscription)
    expect(fake.account.subscriptions.size).toBe(before + 1)
    expect(fake.requests.filter((r) => r.idempotencyKey === key).map((r) => r.replayed)).toEqual([false, true])
  })

  it('maps a percentage coupon to a Stripe coupon created on first use, then reused', async () => {
    const terms = await coupon('percentage', 25)
    const first = await subscribe(await customer(), { coupon: terms })
    const created = lastRequest('POST', '/v1/coupons')
    expect(created).toMatchObject({ idempotencyKey: `coupon:chairside_${terms.code}` })
    expect(created.params).toEqual({
      id: `chairside_${terms.code}`,
      name: 'Launch offer',
      duration: 'once',
      percent_off: '25',
    })
    expect(lastRequest('POST', '/v1/subscriptions').params.discounts).toEqual([{ coupon: `chairside_${terms.code}` }])
    expect(first.invoices[0]).toMatchObject({
      subtotalCents: 500,
      discountCents: 125,
      amountDueCents: 375,
      amountPaidCents: 375,
    })
    const [row] = await sql`select provider_coupon_id from public.coupons where id = ${terms.id}`
    expect(row.provider_coupon_id).toBe(`chairside_${terms.code}`)

    const couponWrites = fake.requests.filter((r) => r.path === '/v1/coupons').length
    const second = await subscribe(await customer(), { coupon: { ...terms, providerCouponId: row.provider_coupon_id } })
    expect(fake.requests.filter((r) => r.path === '/v1/coupons').length).toBe(couponWrites)
    expect(second.invoices[0].discountCents).toBe(125)
  })

  it('maps a fixed coupon to an amount off in dollars, and adopts a Stripe coupon an earlier attempt made', async () => {
    const terms = await coupon('fixed', 300)
    // Made by an attempt whose transaction rolled back (so our row never got the id).
    await fake
      .client()
      .coupons.create(
        { id: `chairside_${terms.code}`, duration: 'once', amount_off: 300, currency: 'usd' },
        { idempotencyKey: `outside:${terms.code}` },
      )
    const result = await subscribe(await customer(), { coupon: terms })
    expect(lastRequest('POST', '/v1/coupons')).toMatchObject({
      status: 400,
      params: { amount_off: '300', currency: 'usd', duration: 'once' },
    })
    expect(result.invoices[0]).toMatchObject({ discountCents: 300, amountDueCents: 200 })
    const [row] = await sql`select provider_coupon_id from public.coupons where id = ${terms.id}`
    expect(row.provider_coupon_id).toBe(`chairside_${terms.code}`)
  })

  it('starts a free trial without a card: trial_end from the clock, cancelled at the end unless a card is added', async () => {
    const c = await customer()
    const key = `signup:${c.user.id}:trial`
    const result = await subscribe(c, { card: null, coupon: await coupon('free', 0), key })
    const request = lastRequest('POST', '/v1/subscriptions')
    const end = new Date('2027-05-23T00:00:00Z')
    expect(request.params).toMatchObject({
      trial_end: String(end.getTime() / 1000),
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    })
    expect(request.params).not.toHaveProperty('default_payment_method')
    expect(request.params).not.toHaveProperty('discounts')
    expect(result.subscription).toMatchObject({ status: 'trialing', trialEnd: end, currentPeriodEnd: end })
    expect(result.invoices[0]).toMatchObject({ status: 'paid', amountDueCents: 0 })
    expect(result.card).toBeNull()

    // Retried minutes later: the same parameters, so Stripe answers with the same subscription.
    clock.advance(5 * 60_000)
    const retried = await subscribe(c, { card: null, coupon: await coupon('free', 0), key })
    expect(retried.subscription.providerSubscriptionId).toBe(result.subscription.providerSubscriptionId)
  })

  it('keeps the card of a free trial that has one (no cancellation at the trial end)', async () => {
    const result = await subscribe(await customer(), { coupon: await coupon('free', 0) })
    expect(lastRequest('POST', '/v1/subscriptions').params).not.toHaveProperty('trial_settings')
    expect(result.subscription.status).toBe('trialing')
    expect(result.card).toMatchObject({ brand: 'visa', last4: '4242' })
  })

  it("turns a declined first charge into a CardError with Stripe's message and codes, and nothing is created", async () => {
    const before = fake.account.subscriptions.size
    const error = await subscribe(await customer(), { card: 'pm_card_chargeDeclined' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardError)
    expect(error).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    })
    expect(lastRequest('POST', '/v1/subscriptions').status).toBe(402)
    expect(fake.account.subscriptions.size).toBe(before)
  })

  it('cancels at the period end and reactivates, each change keyed by the stored version', async () => {
    const result = await subscribe(await customer())
    const sub = stored(result, 'v1')
    const id = sub.providerSubscriptionId
    const cancelled = await inTx((tx) => billing.setCancelAtPeriodEnd(tx, sub, true))
    expect(lastRequest('POST', `/v1/subscriptions/${id}`)).toMatchObject({
      idempotencyKey: `cancel:${id}:true:v1`,
      params: { cancel_at_period_end: 'true', expand: ['default_payment_method'] },
    })
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect(cancelled.card).toMatchObject({ last4: '4242' })
    const resumed = await inTx((tx) => billing.setCancelAtPeriodEnd(tx, { ...sub, version: 'v2' }, false))
    expect(lastRequest('POST', `/v1/subscriptions/${id}`).idempotencyKey).toBe(`cancel:${id}:false:v2`)
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false)
  })

  it('changes plan now, crediting unused time on an invoice paid at once', async () => {
    const result = await subscribe(await customer())
    const sub = stored(result, 'v7')
    clock.advance(15 * 86_400_000)
    const now = clock.now()
    const yearLater = new Date(now)
    yearLater.setUTCFullYear(now.getUTCFullYear() + 1)
    const changed = await inTx((tx) => billing.changePlan(tx, sub, 'annual'))
    const request = lastRequest('POST', `/v1/subscriptions/${sub.providerSubscriptionId}`)
    expect(request.idempotencyKey).toBe(`plan:${sub.providerSubscriptionId}:annual:v7`)
    expect(request.params).toEqual({
      items: [{ id: sub.providerItemId, price: FAKE_PRICES.annual }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice', 'default_payment_method'],
    })
    expect(changed.subscription).toMatchObject({
      plan: 'annual',
      priceCents: 4000,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: yearLater,
    })
    // 15 of the month's 30 days were unused: 250 cents credited against the year's 4000.
    expect(changed.invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        subtotalCents: 3750,
        amountDueCents: 3750,
        amountPaidCents: 3750,
        periodStart: now,
        periodEnd: yearLater,
      }),
    ])
  })

  it('records a downgrade whose credit exceeds the new price as an invoice of nothing (the rest stays with Stripe)', async () => {
    const c = await customer()
    const result = await inTx((tx) =>
      billing.startSubscription(tx, {
        user: c.user,
        customerId: c.customerId,
        plan: 'annual',
        paymentMethodId: 'pm_card_visa',
        coupon: null,
        idempotencyKey: `signup:${c.user.id}:annual`,
      }),
    )
    clock.advance(30 * 86_400_000)
    const changed = await inTx((tx) => billing.changePlan(tx, stored(result, 'v1'), 'monthly'))
    expect(changed.subscription).toMatchObject({ plan: 'monthly', priceCents: 500, status: 'active' })
    expect(changed.invoices[0]).toMatchObject({
      status: 'paid',
      subtotalCents: 0,
      amountDueCents: 0,
      amountPaidCents: 0,
    })
    await inTx(async (tx) => {
      await applySubscription(tx, 'stripe', c.user.id, changed.subscription)
      await applyInvoice(tx, 'stripe', c.user.id, changed.invoices[0])
    })
    const [row] =
      await sql`select subtotal_cents, status from public.invoices where provider_invoice_id = ${changed.invoices[0].providerInvoiceId}`
    expect(row).toEqual({ subtotal_cents: 0, status: 'paid' })
  })

  it('changes plan during a trial without charging: the trial goes on to its end', async () => {
    const result = await subscribe(await customer(), { coupon: await coupon('free', 0) })
    const changed = await inTx((tx) => billing.changePlan(tx, stored(result, 'v1'), 'annual'))
    expect(changed.subscription).toMatchObject({
      plan: 'annual',
      status: 'trialing',
      trialEnd: result.subscription.trialEnd,
      currentPeriodEnd: result.subscription.currentPeriodEnd,
    })
  })

  it('refuses an upgrade the card declines, with a CardError, and the plan stays', async () => {
    const c = await customer()
    const result = await subscribe(c)
    const sub = fake.account.subscriptions.get(result.subscription.providerSubscriptionId)!
    sub.defaultPaymentMethod = 'pm_card_chargeDeclinedInsufficientFunds'
    const error = await inTx((tx) => billing.changePlan(tx, stored(result, 'v1'), 'annual')).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    })
    expect(error).toBeInstanceOf(CardError)
    expect(fake.account.subscriptions.get(sub.id)!.price).toBe(FAKE_PRICES.monthly)
  })

  it('sent every write with an idempotency key of ours and the SDK pinned API version', () => {
    const writes = fake.writes().filter((r) => !r.idempotencyKey?.startsWith('outside:'))
    expect(writes.length).toBeGreaterThan(10)
    for (const request of writes)
      expect(request.idempotencyKey).toMatch(/^(customer|setup-intent|signup|coupon|cancel|plan):/)
    expect(fake.requests.every((r) => r.stripeVersion === Stripe.API_VERSION)).toBe(true)
  })
})

describe('trialEnd', () => {
  it('is the given number of months later, rounded up to the next midnight UTC', () => {
    expect(trialEnd(new Date('2026-11-22T15:30:00Z'), 6)).toBe(Date.parse('2027-05-23T00:00:00Z') / 1000)
    expect(trialEnd(new Date('2026-11-22T00:00:00Z'), 1)).toBe(Date.parse('2026-12-23T00:00:00Z') / 1000)
  })

  it('clamps to the last day of a shorter month', () => {
    expect(trialEnd(new Date('2026-08-31T10:00:00Z'), 6)).toBe(Date.parse('2027-03-01T00:00:00Z') / 1000)
    expect(trialEnd(new Date('2027-12-31T10:00:00Z'), 2)).toBe(Date.parse('2028-03-01T00:00:00Z') / 1000)
  })
})
