import { MovableClock } from '../src/adapters/billing/billing.ts'
import { createEmbeddedBilling } from '../src/adapters/billing/embedded-billing.ts'
import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { testDeps } from './app.ts'
import { signedInUser } from './identity.ts'

export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  declinesCharges: '4000 0000 0000 0341',
} as const

/** The app in embedded mode with a billing clock the test moves. */
export function billingTestApp(sql: Sql, start = new Date()) {
  const clock = new MovableClock(start)
  const billing = createEmbeddedBilling(clock)
  // Each test user calls from their own address (x-forwarded-for), as distinct clients would.
  const deps = testDeps(sql, { TRUSTED_PROXY_HOPS: '1' }, billing)
  return { app: createApp(deps), deps, clock, billing }
}

type App = ReturnType<typeof createApp>
export type TestUser = Awaited<ReturnType<typeof signedInUser>>

export async function call(app: App, user: TestUser | null, method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(user ? { ...user.headers, 'x-forwarded-for': user.id } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** Saves a card the way the registration page does: a setup intent, then the card form. */
export async function confirmCard(
  app: App,
  user: TestUser,
  number: string = TEST_CARDS.visa,
  exp = { month: 12, year: 2099 },
) {
  const intent = await call(app, user, 'POST', '/api/stripe/create-setup-intent')
  if (intent.status !== 200) throw new Error(`setup intent: ${intent.status}`)
  return call(app, user, 'POST', '/api/billing/embedded/confirm-card-setup', {
    clientSecret: intent.body.clientSecret,
    cardNumber: number,
    expMonth: exp.month,
    expYear: exp.year,
    cvc: '123',
  })
}

/** Registers the user as a stylist: a card unless `card` is null, then complete-signup. */
export async function subscribe(
  app: App,
  user: TestUser,
  options: { plan?: 'monthly' | 'annual'; card?: string | null; coupon?: string | null } = {},
) {
  let paymentMethodId: string | null = null
  if (options.card !== null) {
    const card = await confirmCard(app, user, options.card ?? TEST_CARDS.visa)
    if (card.status !== 200) throw new Error(`card: ${card.status} ${JSON.stringify(card.body)}`)
    paymentMethodId = card.body.paymentMethodId
  }
  return call(app, user, 'POST', '/api/complete-signup', {
    planType: options.plan ?? 'monthly',
    paymentMethodId,
    couponCode: options.coupon ?? null,
  })
}
