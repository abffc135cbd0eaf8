import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { testDeps } from '../../../test/app.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { testTrialCoupon } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'

// The whole registration and lifecycle through the API with Stripe settings (the adapter chosen by
// createBilling from the environment), against the local fake of Stripe's HTTP API.
const sql = testDatabase()
let fake: StripeFake
let app: ReturnType<typeof createApp>
let deps: ReturnType<typeof testDeps>

beforeAll(async () => {
  fake = await StripeFake.start()
  deps = testDeps(sql, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
  })
  app = createApp(deps)
})
afterAll(() => fake.close())

describe('billing in Stripe mode (settings present)', () => {
  it('registers with a card: customer, SetupIntent, subscription at Stripe, mirrored here; every write keyed', async () => {
    expect(deps.billing.mode).toBe('stripe')
    const user = await signedInUser(sql, deps)
    const from = fake.requests.length
    const intent = await call(app, user, 'POST', '/api/stripe/create-setup-intent')
    expect(intent.status).toBe(200)
    expect(intent.body.clientSecret).toMatch(/^seti_\w+_secret_\w+$/)
    expect(
      (
        await call(app, user, 'POST', '/api/billing/embedded/confirm-card-setup', {
          clientSecret: intent.body.clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        })
      ).status,
    ).toBe(404)

    const signup = await call(app, user, 'POST', '/api/complete-signup', {
      planType: 'monthly',
      paymentMethodId: 'pm_card_visa',
      couponCode: null,
    })
    expect(signup.status).toBe(200)
    expect(signup.body.subscription).toMatchObject({
      subscriptionActive: true,
      status: 'active',
      subscriptionType: 'monthly',
      card: { brand: 'visa', last4: '4242' },
    })
    const writes = fake.requests.slice(from).filter((r) => r.method === 'POST')
    expect(writes.map((r) => r.path)).toEqual(['/v1/customers', '/v1/setup_intents', '/v1/subscriptions'])
    expect(writes.every((r) => r.idempotencyKey)).toBe(true)
    expect(writes[2].params).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      default_payment_method: 'pm_card_visa',
    })
    const [row] =
      await sql`select provider, status, provider_subscription_id from public.subscriptions where user_id = ${user.id}`
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'active',
      provider_subscription_id: expect.stringMatching(/^sub_/),
    })
    expect(await sql`select status, amount_paid_cents from public.invoices where user_id = ${user.id}`).toEqual([
      { status: 'paid', amount_paid_cents: 500 },
    ])

    const cancel = await call(app, user, 'POST', '/api/subscription/cancel')
    expect(cancel.body.subscription.cancelAtPeriodEnd).toBe(true)
    const update = fake.requests.at(-1)!
    expect(update).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${row.provider_subscription_id}`,
      params: { cancel_at_period_end: 'true' },
    })
    expect(update.idempotencyKey).toBeTruthy()
  })

  it("puts a new card on file at Stripe: the customer default and the subscription's, keyed", async () => {
    const user = await signedInUser(sql, deps)
    const trial = await testTrialCoupon(sql, deps.billing.clock.now())
    await call(app, user, 'POST', '/api/complete-signup', {
      planType: 'annual',
      paymentMethodId: null,
      couponCode: trial,
    })
    const from = fake.requests.length
    const res = await call(app, user, 'POST', '/api/subscription/payment-method', {
      paymentMethodId: 'pm_card_mastercard',
    })
    expect(res.status).toBe(200)
    expect(res.body.subscription.card).toEqual({ brand: 'mastercard', last4: '4444' })
    const writes = fake.requests.slice(from).filter((r) => r.method === 'POST')
    expect(writes.map((r) => [r.path.replace(/\/(cus|sub)_\w+$/, '/$1_x'), r.params])).toEqual([
      ['/v1/customers/cus_x', { invoice_settings: { default_payment_method: 'pm_card_mastercard' } }],
      ['/v1/subscriptions/sub_x', { default_payment_method: 'pm_card_mastercard' }],
    ])
    expect(writes.every((r) => r.idempotencyKey)).toBe(true)
  })

  it('shows a declined card as a payment error and records nothing', async () => {
    const user = await signedInUser(sql, deps)
    const res = await call(app, user, 'POST', '/api/complete-signup', {
      planType: 'annual',
      paymentMethodId: 'pm_card_chargeDeclined',
      couponCode: null,
    })
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ success: false, error: 'Your card was declined.' })
    expect(await sql`select 1 from public.subscriptions where user_id = ${user.id}`).toEqual([])
  })

  it('gives the browser the publishable key, so the payment step uses Stripe Elements', async () => {
    expect((await call(app, null, 'GET', '/api/config')).body.stripePublishableKey).toBe('pk_test_fake')
  })
})
