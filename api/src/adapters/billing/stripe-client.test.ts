import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import { loadEnv } from '../../env.ts'
import { createStripeClient } from './stripe-client.ts'

let fake: StripeFake
beforeAll(async () => {
  fake = await StripeFake.start()
})
afterAll(() => fake.close())

const stripeSettings = { STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly, STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual }

describe('createStripeClient', () => {
  it('is null without a secret key (embedded billing)', () => {
    expect(createStripeClient(loadEnv({}))).toBeNull()
  })

  it('talks to the origin of STRIPE_API_URL with the secret key', async () => {
    const client = createStripeClient(
      loadEnv({ STRIPE_SECRET_KEY: 'sk_test_fromenv', STRIPE_API_URL: fake.url, ...stripeSettings }),
    )
    const customer = await client!.customers.create({ email: 'env@test.example' })
    expect(customer.id).toMatch(/^cus_/)
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'env@test.example' },
    })
  })
})

describe('Stripe settings', () => {
  it('require both plan prices with a secret key, and a URL for STRIPE_API_URL', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PRICE_MONTHLY: is required with STRIPE_SECRET_KEY\n {2}STRIPE_PRICE_ANNUAL: is required with STRIPE_SECRET_KEY/,
    )
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_MONTHLY: 'price_m' })).toThrow(
      /STRIPE_PRICE_ANNUAL/,
    )
    expect(() => loadEnv({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/)
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', ...stripeSettings })).toMatchObject(stripeSettings)
  })
})
