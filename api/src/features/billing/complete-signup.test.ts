import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { completeSignupResultSchema, subscriptionResponseSchema } from '@marketplace/domain/contract/billing.ts'
import { createApp } from '../../app.ts'
import { connect } from '../../db/client.ts'
import { TEST_CARDS, type TestUser, billingTestApp, call, confirmCard, subscribe } from '../../../test/billing.ts'
import { testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { testCoupon, testTrialCoupon, type TestCouponSpec } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = billingTestApp(sql)
const user = () => signedInUser(sql, deps)

/** A coupon of this file's own, valid around the billing clock (whatever the calendar says). */
const coupon = (spec: TestCouponSpec = {}) => testCoupon(sql, clock.now(), spec)

const uses = async (code: string) =>
  (await sql<{ n: number }[]>`select current_uses as n from public.coupons where code = ${code}`)[0].n

async function written(userId: string) {
  const [row] = await sql<
    { subscriptions: number; invoices: number; redemptions: number; customers: number; events: number }[]
  >`
    select (select count(*)::int from public.subscriptions where user_id = ${userId}) as subscriptions,
           (select count(*)::int from public.invoices where user_id = ${userId}) as invoices,
           (select count(*)::int from public.coupon_redemptions where user_id = ${userId}) as redemptions,
           (select count(*)::int from public.billing_customers where user_id = ${userId}) as customers,
           (select count(*)::int from public.analytics_events where user_id = ${userId} and event_type = 'subscription') as events`
  return row
}

describe('card setup (embedded provider)', () => {
  it('gives a setup intent secret to signed-in users only', async () => {
    const u = await user()
    const res = await call(app, u, 'POST', '/api/stripe/create-setup-intent')
    expect(res.status).toBe(200)
    expect(res.body.clientSecret).toMatch(/^seti_emb_[0-9a-f]{24}_secret_/)
    expect((await call(app, null, 'POST', '/api/stripe/create-setup-intent')).status).toBe(401)
  })

  it('saves 4242 4242 4242 4242 as a Visa ending 4242, keeping no card number', async () => {
    const u = await user()
    const res = await confirmCard(app, u)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(res.body.paymentMethodId).toMatch(/^pm_emb_/)
    const stored = JSON.stringify(await sql`select * from public.embedded_payment_methods where user_id = ${u.id}`)
    expect(stored).not.toContain('4242424242424242')
  })

  it("refuses Stripe's declining test cards, invalid and expired numbers with Stripe's messages", async () => {
    const u = await user()
    const cases: [string, { month: number; year: number } | undefined, string, string][] = [
      [TEST_CARDS.declined, undefined, 'Your card was declined.', 'card_declined'],
      [TEST_CARDS.insufficientFunds, undefined, 'Your card has insufficient funds.', 'card_declined'],
      ['4242 4242 4242 4241', undefined, 'Your card number is invalid.', 'invalid_number'],
      [TEST_CARDS.visa, { month: 1, year: 2020 }, "Your card's expiration date is in the past.", 'invalid_expiry_year'],
    ]
    for (const [number, exp, message, code] of cases) {
      const res = await confirmCard(app, u, number, exp)
      expect(res.status, number).toBe(402)
      expect(res.body).toMatchObject({ message, code })
    }
    expect((await sql`select 1 from public.embedded_payment_methods where user_id = ${u.id}`).length).toBe(0)
  })

  it("answers malformed input with a 400 naming the field, and another user's or a used secret with a 402", async () => {
    const [a, b] = [await user(), await user()]
    const bad = await call(app, a, 'POST', '/api/billing/embedded/confirm-card-setup', {
      clientSecret: 'x',
      cardNumber: 'abcd',
      expMonth: 13,
      expYear: 2030,
      cvc: '1',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/cardNumber.*expMonth.*cvc/)
    const intent = await call(app, a, 'POST', '/api/stripe/create-setup-intent')
    const card = {
      clientSecret: intent.body.clientSecret,
      cardNumber: TEST_CARDS.visa,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    }
    expect((await call(app, b, 'POST', '/api/billing/embedded/confirm-card-setup', card)).body.code).toBe(
      'resource_missing',
    )
    expect((await call(app, a, 'POST', '/api/billing/embedded/confirm-card-setup', card)).status).toBe(200)
    expect((await call(app, a, 'POST', '/api/billing/embedded/confirm-card-setup', card)).body.code).toBe(
      'setup_intent_unexpected_state',
    )
  })
})

describe('POST /api/complete-signup', () => {
  it('subscribes monthly with a card: active, first invoice paid, card on file, one analytics event', async () => {
    const u = await user()
    const res = await subscribe(app, u, { plan: 'monthly' })
    expect(res.status).toBe(200)
    const body = completeSignupResultSchema.parse(res.body)
    expect(body).toMatchObject({
      success: true,
      subscription: {
        subscriptionActive: true,
        subscriptionType: 'monthly',
        status: 'active',
        priceCents: 500,
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4242' },
      },
    })
    const expiry = new Date(body.success ? body.subscription.subscriptionExpiry : 0).getTime()
    expect(Math.abs(expiry - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000)
    const invoices = await sql`select status, amount_paid_cents from public.invoices where user_id = ${u.id}`
    expect(invoices).toEqual([{ status: 'paid', amount_paid_cents: 500 }])
    expect(await written(u.id)).toEqual({ subscriptions: 1, invoices: 1, redemptions: 0, customers: 1, events: 1 })
    const mine = subscriptionResponseSchema.parse((await call(app, u, 'GET', '/api/subscription')).body)
    expect(mine.subscription?.status).toBe('active')
  })

  it('is safe to retry: a second call answers with the same subscription and charges nothing more', async () => {
    const u = await user()
    const card = await confirmCard(app, u)
    const input = { planType: 'annual', paymentMethodId: card.body.paymentMethodId, couponCode: null }
    const [first, second] = await Promise.all([
      call(app, u, 'POST', '/api/complete-signup', input),
      call(app, u, 'POST', '/api/complete-signup', input),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.subscription).toEqual(first.body.subscription)
    expect(await written(u.id)).toMatchObject({ subscriptions: 1, invoices: 1, events: 1 })
  })

  it('starts a 6-month free trial (a code like FREETRIAL0125) without a card, using the coupon once', async () => {
    const u = await user()
    const trial = await testTrialCoupon(sql, clock.now())
    const before = await uses(trial)
    const res = await subscribe(app, u, { plan: 'annual', card: null, coupon: ` ${trial.toLowerCase()} ` })
    expect(res.status).toBe(200)
    expect(res.body.subscription).toMatchObject({
      subscriptionActive: true,
      status: 'trialing',
      subscriptionType: 'annual',
      card: null,
    })
    const trialEnd = new Date(res.body.subscription.trialEnd)
    const sixMonths = clock.now()
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6)
    expect(Math.abs(trialEnd.getTime() - sixMonths.getTime())).toBeLessThan(60_000)
    const again = await subscribe(app, u, { plan: 'annual', card: null, coupon: trial })
    expect(again.status).toBe(200)
    expect(await uses(trial)).toBe(before + 1)
    expect(await written(u.id)).toMatchObject({ subscriptions: 1, invoices: 0, redemptions: 1 })
  })

  it('takes a percentage or fixed coupon off the first invoice', async () => {
    for (const [spec, paid, discount] of [
      [{ type: 'percentage', value: 20 }, 400, 100],
      [{ type: 'fixed', value: 150 }, 350, 150],
    ] as const) {
      const u = await user()
      const res = await subscribe(app, u, { coupon: await coupon(spec) })
      expect(res.status).toBe(200)
      expect(await sql`select amount_paid_cents, discount_cents from public.invoices where user_id = ${u.id}`).toEqual([
        { amount_paid_cents: paid, discount_cents: discount },
      ])
    }
  })

  it('refuses, changing nothing, a card-less paid plan, a declined charge and every unusable coupon', async () => {
    const expired = await coupon({ fromDays: -60, untilDays: -1 })
    const annualOnly = await coupon({ types: ['annual'] })
    const usedUp = await coupon({ maxUses: 1 })
    await subscribe(app, await user(), { coupon: usedUp })
    const once = await coupon()
    const repeat = await user()
    await subscribe(app, repeat, { coupon: once })
    await sql`update public.subscriptions set status = 'canceled', ended_at = now() where user_id = ${repeat.id}`
    type Options = { plan?: 'monthly' | 'annual'; card?: string | null; coupon?: string }
    const cases: [TestUser, Options, number, string][] = [
      [await user(), { card: null }, 400, 'A card is required for this plan.'],
      [await user(), { card: null, coupon: await coupon() }, 400, 'A card is required for this plan.'],
      [await user(), { card: TEST_CARDS.declinesCharges }, 402, 'Your card was declined.'],
      [await user(), { coupon: 'NOSUCHCODE' }, 400, 'This coupon code is not valid'],
      [await user(), { coupon: expired }, 400, 'This coupon has expired'],
      [await user(), { coupon: annualOnly, plan: 'monthly' }, 400, 'This coupon is not valid for the monthly plan'],
      [await user(), { coupon: usedUp }, 400, 'This coupon has reached its usage limit'],
      [repeat, { coupon: once }, 400, 'You have already used this coupon'],
    ]
    for (const [u, options, status, error] of cases) {
      const before = await written(u.id)
      const codeUses = options.coupon && options.coupon !== 'NOSUCHCODE' ? await uses(options.coupon) : null
      const res = await subscribe(app, u, options)
      expect(res.status, error).toBe(status)
      expect(res.body).toMatchObject({ success: false, error })
      expect({ ...(await written(u.id)), customers: 0 }).toEqual({ ...before, customers: 0 })
      if (codeUses !== null) expect(await uses(options.coupon!)).toBe(codeUses)
    }
  })

  it('answers bad input with a 400 naming the fields, and strangers with a 401', async () => {
    const u = await user()
    const res = await call(app, u, 'POST', '/api/complete-signup', { planType: 'weekly', paymentMethodId: 5 })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/planType.*paymentMethodId/)
    expect((await call(app, null, 'POST', '/api/complete-signup', { planType: 'monthly' })).status).toBe(401)
  })

  it('counts coupon uses atomically: with maxUses 5, exactly 5 of 20 concurrent redemptions succeed', async () => {
    const code = await coupon({ type: 'free', maxUses: 5 })
    // PostgreSQL: 20 connections racing for real. PGlite has one session: the requests still
    // overlap in the app, and their transactions queue on it.
    const pool = inject('databaseKind') === 'postgres' ? connect(testDatabaseUrl(), { max: 20 }) : null
    try {
      const racing = createApp({ ...deps, sql: pool ?? sql })
      const users = await Promise.all(Array.from({ length: 20 }, () => signedInUser(sql, deps)))
      const results = await Promise.all(
        users.map((u) =>
          call(racing, u, 'POST', '/api/complete-signup', {
            planType: 'monthly',
            paymentMethodId: null,
            couponCode: code,
          }),
        ),
      )
      expect(
        results.map((r) => r.status).sort(),
        JSON.stringify(results.find((r) => r.status !== 200 && r.status !== 400)),
      ).toEqual([...Array(5).fill(200), ...Array(15).fill(400)])
      expect(results.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(
        Array(15).fill('This coupon has reached its usage limit'),
      )
      expect(await uses(code)).toBe(5)
      const [{ n }] = await sql<{ n: number }[]>`
        select count(*)::int as n from public.coupon_redemptions r join public.coupons c on c.id = r.coupon_id where c.code = ${code}`
      expect(n).toBe(5)
    } finally {
      await pool?.end()
    }
  })
})
