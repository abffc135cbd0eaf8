import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DashboardPayments, PaymentPolicy } from '@marketplace/domain/contract/payments.ts'
import { testDeps } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, call, json } from '../../../test/fixtures/booking.fixtures.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import type { Json } from '../../../test/stripe-fake-account.ts'
import { createApp } from '../../app.ts'
import { asService } from '../../db/roles.ts'
import { createStripePayouts } from './stripe-payouts.ts'

// Stripe Connect through the real SDK against the local fake of Stripe's HTTP API (as billing's
// tests do): the adapter's requests, onboarding from the dashboard, and the signed Connect
// webhook's account.updated, delivered twice, late, out of order or forged.

const sql = testDatabase()
const connectSecret = `whsec_${randomUUID().replaceAll('-', '')}`
let fake: StripeFake
let stripe: Stripe
let app: ReturnType<typeof createApp>
let deps: Parameters<typeof bookableStylist>[1]

beforeAll(async () => {
  fake = await StripeFake.start()
  stripe = fake.client()
  const settings = {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_billing',
    STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
  }
  deps = {
    ...testDeps(sql, settings),
    readSql: undefined,
    stripe: { client: stripe, webhookSecret: 'whsec_billing' },
    clock: { now: () => new Date() },
  } as Parameters<typeof bookableStylist>[1]
  app = createApp(deps)
})
afterAll(() => fake.close())

const deposit: PaymentPolicy = {
  requirement: 'deposit',
  deposit: { kind: 'fixed', value: 1500 },
  minimumBookingCents: 0,
  lateCancellationFee: null,
  noShowFee: null,
  scope: 'everyone',
}

async function deliver(event: Json, options: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event)
  const signature =
    options.signature ??
    (await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.secret ?? connectSecret }))
  const res = await app.request('/api/stripe/connect-webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  })
  return { status: res.status, body: (await res.json()) as Json }
}

/** A stylist of the Stripe-mode app who clicked "Connect with Stripe". */
async function connectedStylist() {
  const stylist = await bookableStylist(sql, deps)
  const res = await call(app, 'POST', '/dashboard/payouts/onboarding', stylist.owner.headers)
  expect(res.status).toBe(200)
  const { url } = await json<{ url: string }>(res)
  const [account] = await sql<{ account_id: string }[]>`
    select account_id from public.connected_accounts where stylist_id = ${stylist.stylistId}`
  return { ...stylist, url, accountId: account.account_id }
}
const accountOf = async (headers: Record<string, string>) =>
  (await json<DashboardPayments>(await call(app, 'GET', '/dashboard/payments', headers))).account

describe('the Stripe adapter', () => {
  it('creates an Express account whose fees Stripe takes from the stylist, once per stylist', async () => {
    const payouts = createStripePayouts(stripe)
    const first = await asService(sql, (tx) => payouts.createAccount(tx, { stylistId: 424242, email: 'a@example.com' }))
    const again = await asService(sql, (tx) => payouts.createAccount(tx, { stylistId: 424242, email: 'a@example.com' }))
    expect(again.accountId).toBe(first.accountId)
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts').at(-1)!
    expect(created.idempotencyKey).toBe('connect-account-424242')
    expect(created.params).toMatchObject({
      country: 'US',
      email: 'a@example.com',
      controller: {
        stripe_dashboard: { type: 'express' },
        fees: { payer: 'account' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
      },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { stylistId: '424242' },
    })
    expect(first).toEqual({
      accountId: first.accountId,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirementsDue: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
      disabledReason: 'requirements.past_due',
    })
  })
})

describe('Connect from the dashboard and account.updated', () => {
  it('onboards through an account link that returns to Booking settings', async () => {
    const s = await connectedStylist()
    expect(s.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/)
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!
    expect(link.params).toMatchObject({
      account: s.accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost/dashboard?tab=booking-settings&connect=return',
      refresh_url: 'http://localhost/dashboard?tab=booking-settings&connect=refresh',
    })
    // Not onboarded yet: requirements due, and no money can be asked.
    expect(await accountOf(s.owner.headers)).toMatchObject({ mode: 'stripe', status: 'requirements_due' })
    expect((await call(app, 'PUT', '/dashboard/payment-policy', s.owner.headers, deposit)).status).toBe(409)
    // A second click makes no second account.
    const before = fake.requests.filter((r) => r.path === '/v1/accounts').length
    await call(app, 'POST', '/dashboard/payouts/onboarding', s.owner.headers)
    expect(fake.requests.filter((r) => r.path === '/v1/accounts').length).toBe(before)
  })

  it('a signed account.updated enables the account once; a replay changes nothing', async () => {
    const s = await connectedStylist()
    const event = fake.account.onboard(s.accountId, 'enabled')
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
    expect(await accountOf(s.owner.headers)).toMatchObject({
      status: 'enabled',
      chargesEnabled: true,
      requirementsDue: [],
    })
    expect((await call(app, 'PUT', '/dashboard/payment-policy', s.owner.headers, deposit)).status).toBe(200)
    const reads = fake.requests.filter((r) => r.path === `/v1/accounts/${s.accountId}`).length
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(fake.requests.filter((r) => r.path === `/v1/accounts/${s.accountId}`).length).toBe(reads)
  })

  it('a late event delivered after a newer one leaves the account as Stripe has it now', async () => {
    const s = await connectedStylist()
    const enabled = fake.account.onboard(s.accountId, 'enabled')
    const restricted = fake.account.onboard(s.accountId, 'restricted')
    expect((await deliver(restricted)).status).toBe(200)
    expect((await deliver(enabled)).status).toBe(200)
    expect(await accountOf(s.owner.headers)).toMatchObject({
      status: 'restricted',
      chargesEnabled: false,
      disabledReason: 'requirements.past_due',
      requirementsDue: ['individual.id_number'],
    })
  })

  it('on return from onboarding the dashboard reads the account itself', async () => {
    const s = await connectedStylist()
    fake.account.onboard(s.accountId, 'enabled') // the webhook has not arrived yet
    const res = await call(app, 'POST', '/dashboard/payouts/refresh', s.owner.headers)
    expect(await res.json()).toMatchObject({ status: 'enabled', chargesEnabled: true })
  })

  it('refuses a forged or missing signature (400) and changes nothing', async () => {
    const s = await connectedStylist()
    const event = fake.account.onboard(s.accountId, 'enabled')
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400)
    expect((await deliver(event, { signature: 't=1,v1=00' })).status).toBe(400)
    expect(await accountOf(s.owner.headers)).toMatchObject({ status: 'requirements_due' })
    const [row] = await sql`select count(*)::int as n from public.billing_events where event_id = ${String(event.id)}`
    expect(row.n).toBe(0)
  })

  it('acknowledges an account of no stylist of ours and events of other types', async () => {
    const stranger = fake.account.createConnectAccount({ country: 'US' })
    const event = fake.account.onboard(String(stranger.id), 'enabled')
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
    expect(await deliver({ ...event, id: `evt_${randomUUID()}`, type: 'payout.paid' })).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    })
  })
})
