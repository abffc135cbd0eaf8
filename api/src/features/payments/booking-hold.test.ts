import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import type { BookingPayment } from '@marketplace/domain/contract/payments.ts'
import { testDeps } from '../../../test/app.ts'
import { ownDatabase } from '../../../test/security/own-database.ts'
import { bookableStylist, bookAs, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import type { Json } from '../../../test/stripe-fake-account.ts'
import { createApp } from '../../app.ts'
import { connect, type Sql } from '../../db/client.ts'
import { createStripePayouts } from '../../adapters/payouts/stripe-payouts.ts'
import { runRequestExpirySweep } from '../booking/request-expiry.ts'
import { sweepHolds } from './booking-hold.ts'

// Bookings that hold (issue 37, point 3) in Stripe mode: the real SDK against the local fake of
// Stripe's HTTP API, the signed Connect webhook, the app's clock pinned (deps.clock; the fake's
// clock is the same). Concurrency is real on PostgreSQL (12 connections), serial on PGlite.

// A database of its own on PostgreSQL: the hold sweeps here run at clocks hours and days past NOW
// and expire every lapsed hold in their database, so another file's holds must not be in it (a CI
// run saw this file's hold expired by another file's sweep between hold and confirm).
const own = ownDatabase()
let sql: Sql
let pool: Sql
beforeAll(() => {
  sql = own.sql()
  pool = inject('databaseKind') === 'postgres' ? connect(own.url(), { max: 12 }) : sql
})
const connectSecret = `whsec_${randomUUID().replaceAll('-', '')}`
const clock = { at: NOW, now: () => clock.at }
let fake: StripeFake
let stripe: Stripe
let app: ReturnType<typeof createApp>
let deps: Parameters<typeof bookableStylist>[1] & { payouts: ReturnType<typeof createStripePayouts> }

beforeAll(async () => {
  fake = await StripeFake.start({ now: () => clock.at })
  stripe = fake.client()
  const settings = {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_billing',
    STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
    DB_QUEUE_WAIT_MS: '120000',
    DB_REQUEST_TIMEOUT_MS: '120000',
    RATE_LIMIT_FACTOR: '1000',
  }
  deps = {
    ...testDeps(pool, settings),
    readSql: undefined,
    stripe: { client: stripe, webhookSecret: 'whsec_billing' },
    payouts: createStripePayouts(stripe),
    clock,
  } as typeof deps
  app = createApp(deps)
})
afterAll(async () => {
  await fake.close()
  if (pool !== sql) await pool.end({ timeout: 5 })
})
beforeEach(() => {
  clock.at = NOW
})

const SLOT = '2026-03-04T15:00:00Z' // Wednesday 10:00 in New York

/** A stylist taking instant bookings whose enabled Stripe account asks for `policy` (a $45 service). */
async function payingStylist(policy: { requirement: string; depositCents?: number; noShowFeeCents?: number }) {
  const s = await bookableStylist(sql, deps, { hours: [[3, '09:00', '12:00']] })
  const account = fake.account.createConnectAccount({ country: 'US' })
  await sql`
    insert into public.connected_accounts (stylist_id, provider, account_id, charges_enabled, payouts_enabled,
      details_submitted)
    values (${s.stylistId}, 'stripe', ${String(account.id)}, true, true, true)`
  await sql`
    insert into public.payment_policies (stylist_id, requirement, deposit_kind, deposit_value, no_show_fee_kind,
      no_show_fee_value)
    values (${s.stylistId}, ${policy.requirement}, ${policy.depositCents ? 'fixed' : null},
      ${policy.depositCents ?? null}, ${policy.noShowFeeCents ? 'fixed' : null}, ${policy.noShowFeeCents ?? null})`
  return { ...s, accountId: String(account.id) }
}

type Booked = { id: number; status: string; payment: BookingPayment | null }
async function holdSlot(
  s: { stylistId: number; serviceId: number },
  client?: Awaited<ReturnType<typeof signedInUser>>,
) {
  const who = client ?? (await signedInUser(sql, deps))
  const res = await bookAs(app, who, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: SLOT })
  return { res, client: who, body: res.status === 201 ? await json<Booked>(res) : null }
}

async function deliver(type: string, accountId: string, intent: Json) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    account: accountId,
    created: Math.floor(clock.at.getTime() / 1000),
    data: { object: intent },
  })
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: connectSecret })
  const send = () =>
    app.request('/api/stripe/connect-webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    })
  return { first: await send(), again: send }
}

const statusOf = async (id: number) =>
  (await sql<{ status: string }[]>`select status from public.appointments where id = ${id}`)[0].status
const paymentRow = async (id: number) =>
  (
    await sql<{ status: string; refunded_cents: number; intent_id: string }[]>`
      select status, refunded_cents, intent_id from public.appointment_payments where appointment_id = ${id}`
  )[0]
const bookedEvents = async (id: number) =>
  (
    await sql<{ n: number }[]>`
      select count(*)::int as n from public.appointment_events where appointment_id = ${id} and action = 'booked'`
  )[0].n
const mailsAbout = async (id: number) =>
  (
    await sql<{ n: number }[]>`
      select count(*)::int as n from public.mail_outbox where dedupe_key like ${`appointment:${id}:%`}`
  )[0].n
const intentCreations = (accountId: string) =>
  fake.requests.filter(
    (r) => r.method === 'POST' && /^\/v1\/(payment|setup)_intents$/.test(r.path) && r.stripeAccount === accountId,
  )

describe('a deposit holds the slot while the client pays', () => {
  it('holds the slot with a PaymentIntent for the deposit on the stylist account, no platform fee', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const { res, body } = await holdSlot(s)
    expect(res.status).toBe(201)
    expect(body).toMatchObject({ status: 'held' })
    expect(body!.payment).toMatchObject({
      provider: 'stripe',
      accountId: s.accountId,
      kind: 'deposit',
      intentType: 'payment',
      amountCents: 1500,
      status: 'open',
      holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
    })
    expect(body!.payment!.clientSecret).toMatch(/^pi_\w+_secret_/)
    const [created] = intentCreations(s.accountId)
    expect(created.params).toMatchObject({ amount: '1500', currency: 'usd' })
    expect(created.params.application_fee_amount).toBeUndefined()
    expect(created.idempotencyKey).toBe(`booking-intent-${body!.id}`)
    // Held: no booking email yet, no history row; the slot is taken for everyone else.
    expect(await mailsAbout(body!.id)).toBe(0)
    const other = await holdSlot(s)
    expect(other.res.status).toBe(409)
    expect(intentCreations(s.accountId)).toHaveLength(1)
    const query = `serviceId=${s.serviceId}&from=2026-03-04&to=2026-03-04`
    const slots = await json<SlotsResponse>(await call(app, 'GET', `/stylists/${s.stylistId}/slots?${query}`, {}))
    expect(slots.days[0].slots.map((x) => x.startsAt)).toEqual(['2026-03-04T14:00:00.000Z', '2026-03-04T16:00:00.000Z'])
  })

  it('frees the slot when the hold lapses, and the sweep cancels the intent', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const first = await holdSlot(s)
    clock.at = new Date(NOW.getTime() + 9 * 60_000)
    expect((await holdSlot(s)).res.status).toBe(409)
    clock.at = new Date(NOW.getTime() + 10 * 60_000)
    const second = await holdSlot(s)
    expect(second.res.status).toBe(201)
    expect(await statusOf(first.body!.id)).toBe('expired')
    await sweepHolds(pool, { payouts: deps.payouts }, clock.at)
    const intentId = (await paymentRow(first.body!.id)).intent_id
    expect(fake.connect.intent(s.accountId, intentId).status).toBe('canceled')
    expect((await paymentRow(first.body!.id)).status).toBe('cancelled')
    expect((await paymentRow(second.body!.id)).status).toBe('open')
  })

  it('books once when the client confirms and the webhook arrives after (twice)', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const { body, client } = await holdSlot(s)
    const intentId = (await paymentRow(body!.id)).intent_id
    const intent = fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    const confirmed = await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    expect(await confirmed.json()).toMatchObject({
      status: 'succeeded',
      appointmentStatus: 'confirmed',
      clientSecret: null,
    })
    const hook = await deliver('payment_intent.succeeded', s.accountId, intent)
    expect(await hook.first.json()).toEqual({ received: true })
    expect(await (await hook.again()).json()).toEqual({ received: true, duplicate: true })
    expect(await statusOf(body!.id)).toBe('confirmed')
    expect(await bookedEvents(body!.id)).toBe(1)
    expect(await mailsAbout(body!.id)).toBeGreaterThan(0)
    const mails = await mailsAbout(body!.id)
    await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    expect(await mailsAbout(body!.id)).toBe(mails)
    expect(fake.connect.netTaken(s.accountId)).toBe(1500)
    // Stripe's fee as the charge's balance transaction says (the fake's 4.4% + 30¢: 96¢), stored once.
    const [{ stripe_fee_cents: stored }] = await sql<{ stripe_fee_cents: number | null }[]>`
      select stripe_fee_cents from public.appointment_payments where appointment_id = ${body!.id}`
    expect(stored).toBe(fake.connect.feeOf(1500))
    expect(stored).toBe(96)
  })

  it('books once when the webhook arrives before the client confirm call', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const { body, client } = await holdSlot(s)
    const intentId = (await paymentRow(body!.id)).intent_id
    const intent = fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    await deliver('payment_intent.succeeded', s.accountId, intent)
    expect(await statusOf(body!.id)).toBe('confirmed')
    const res = await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    expect(await res.json()).toMatchObject({ status: 'succeeded', appointmentStatus: 'confirmed' })
    expect(await bookedEvents(body!.id)).toBe(1)
    expect(fake.connect.refunds).not.toContainEqual(expect.objectContaining({ payment_intent: intentId }))
  })

  it('refunds at once, to the cent, a payment that succeeds after the hold lapsed; a replay refunds nothing more', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1234 })
    const { body } = await holdSlot(s)
    const intentId = (await paymentRow(body!.id)).intent_id
    clock.at = new Date(NOW.getTime() + 11 * 60_000)
    const intent = fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    const hook = await deliver('payment_intent.succeeded', s.accountId, intent)
    expect(hook.first.status).toBe(200)
    await hook.again()
    expect(await statusOf(body!.id)).toBe('expired')
    expect(await paymentRow(body!.id)).toMatchObject({ status: 'refunded', refunded_cents: 1234 })
    expect(fake.connect.refunds.filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: 1234, account: s.accountId }),
    ])
    expect(fake.connect.netTaken(s.accountId)).toBe(0)
    expect(await bookedEvents(body!.id)).toBe(0)
  })

  it('releases the slot at once when the card is declined, and cancels the intent', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const { body } = await holdSlot(s)
    const intentId = (await paymentRow(body!.id)).intent_id
    const intent = fake.connect.confirm(s.accountId, intentId, 'pm_card_chargeDeclined')
    await deliver('payment_intent.payment_failed', s.accountId, intent)
    expect(await statusOf(body!.id)).toBe('expired')
    expect(await paymentRow(body!.id)).toMatchObject({ status: 'failed' })
    expect(fake.connect.intent(s.accountId, intentId).status).toBe('canceled')
    expect((await holdSlot(s)).res.status).toBe(201)
  })

  it('waits through 3-D Secure: the hold stands until the bank answers', async () => {
    const s = await payingStylist({ requirement: 'prepayment' })
    const { body, client } = await holdSlot(s)
    expect(body!.payment).toMatchObject({ kind: 'prepayment', amountCents: 4500 })
    const intentId = (await paymentRow(body!.id)).intent_id
    fake.connect.confirm(s.accountId, intentId, 'pm_card_authenticationRequired')
    const waiting = await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    expect(await waiting.json()).toMatchObject({ status: 'open', appointmentStatus: 'held' })
    fake.connect.authenticate(s.accountId, intentId, true)
    const done = await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    expect(await done.json()).toMatchObject({ status: 'succeeded', appointmentStatus: 'confirmed' })
  })

  it('saves a card on file with a SetupIntent for the client customer on the stylist account', async () => {
    const s = await payingStylist({ requirement: 'card_on_file', noShowFeeCents: 2000 })
    const { body } = await holdSlot(s)
    expect(body!.payment).toMatchObject({ kind: 'card_on_file', intentType: 'setup', amountCents: 0 })
    const [created] = intentCreations(s.accountId)
    expect(created.path).toBe('/v1/setup_intents')
    expect(created.params).toMatchObject({ usage: 'off_session' })
    expect(String(created.params.customer)).toMatch(/^cus_/)
    const intent = fake.connect.confirm(s.accountId, (await paymentRow(body!.id)).intent_id, 'pm_card_visa')
    await deliver('setup_intent.succeeded', s.accountId, intent)
    expect(await statusOf(body!.id)).toBe('confirmed')
  })

  it('lets 20 concurrent attempts at one paid slot end in one intent and one charge', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    const clients = await Promise.all(Array.from({ length: 20 }, () => signedInUser(sql, deps)))
    const results = await Promise.all(
      clients.map((c) => bookAs(app, c, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: SLOT })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    expect(intentCreations(s.accountId)).toHaveLength(1)
    const winner = await json<Booked>(results.find((r) => r.status === 201)!)
    const intentId = (await paymentRow(winner.id)).intent_id
    const intent = fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    const hook = await deliver('payment_intent.succeeded', s.accountId, intent)
    await Promise.all([hook.again(), hook.again()])
    expect(fake.connect.netTaken(s.accountId)).toBe(1500)
    expect(await bookedEvents(winner.id)).toBe(1)
  }, 120_000)

  it('refuses a deposit booking (409) when the stylist account cannot take charges, holding nothing', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    await sql`update public.connected_accounts set charges_enabled = false where stylist_id = ${s.stylistId}`
    const { res } = await holdSlot(s)
    expect(res.status).toBe(409)
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.appointments where stylist_id = ${s.stylistId}`
    expect(row.n).toBe(0)
  })

  it('releases the hold when Stripe cannot make the intent (502), and the slot is free', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1500 })
    fake.failNext('POST', /^\/v1\/payment_intents$/)
    const { res } = await holdSlot(s)
    expect(res.status).toBe(502)
    expect((await holdSlot(s)).res.status).toBe(201)
  })
})

describe('a paid booking that ends gives the money back (point 4)', () => {
  async function paidBooking(settings?: { confirmation: 'request' }) {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1733 })
    if (settings)
      await sql`update public.booking_settings set confirmation = 'request' where stylist_id = ${s.stylistId}`
    const { body, client } = await holdSlot(s)
    const intentId = (await paymentRow(body!.id)).intent_id
    fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    await call(app, 'POST', `/appointments/${body!.id}/payment/confirm`, client.headers)
    return { s, id: body!.id, client, intentId }
  }
  const refundsOf = (intentId: string) => fake.connect.refunds.filter((r) => r.payment_intent === intentId)

  it('the stylist cancels: the whole deposit back, to the cent, once', async () => {
    const { s, id, intentId } = await paidBooking()
    const res = await call(app, 'POST', `/appointments/${id}/cancel`, s.owner.headers, { reason: 'Sick today' })
    expect(res.status).toBe(200)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1733, account: s.accountId })])
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_cents: 1733 })
    await sweepHolds(pool, { payouts: deps.payouts }, clock.at)
    expect(refundsOf(intentId)).toHaveLength(1)
    expect(fake.connect.netTaken(s.accountId)).toBe(0)
  })

  it('the client cancels outside the window: the whole deposit back', async () => {
    const { s, id, client, intentId } = await paidBooking()
    expect((await call(app, 'POST', `/appointments/${id}/cancel`, client.headers, { reason: '' })).status).toBe(200)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1733 })])
    expect(fake.connect.netTaken(s.accountId)).toBe(0)
  })

  it('the stylist declines a paid request: the whole deposit back', async () => {
    const { s, id, intentId } = await paidBooking({ confirmation: 'request' })
    expect(await statusOf(id)).toBe('requested')
    const res = await call(app, 'POST', `/appointments/${id}/decline`, s.owner.headers, { reason: 'Fully booked' })
    expect(res.status).toBe(200)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1733 })])
  })

  it('a paid request the stylist never answers expires, and the sweep refunds it in full', async () => {
    const { id, intentId } = await paidBooking({ confirmation: 'request' })
    clock.at = new Date(NOW.getTime() + 25 * 3_600_000)
    await runRequestExpirySweep(pool, clock.at)
    expect(await statusOf(id)).toBe('expired')
    await sweepHolds(pool, { payouts: deps.payouts }, clock.at)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1733 })])
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_cents: 1733 })
  })

  it('charge.refunded (a refund from the Stripe dashboard) is mirrored once, never lowered', async () => {
    const { s, id, intentId } = await paidBooking()
    const charge = (refunded: number) => ({
      id: 'ch_1',
      object: 'charge',
      payment_intent: intentId,
      amount_refunded: refunded,
    })
    await deliver('charge.refunded', s.accountId, charge(500))
    expect(await paymentRow(id)).toMatchObject({ status: 'succeeded', refunded_cents: 500 })
    const full = await deliver('charge.refunded', s.accountId, charge(1733))
    await full.again()
    await deliver('charge.refunded', s.accountId, charge(500)) // late: the older total
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_cents: 1733 })
  })

  it('a refund Stripe fails at first is made by the sweep, once; the cancellation stands', async () => {
    const { s, id, intentId } = await paidBooking()
    fake.failNext('POST', /^\/v1\/refunds$/)
    const res = await call(app, 'POST', `/appointments/${id}/cancel`, s.owner.headers, { reason: 'Closed' })
    expect(res.status).toBe(200)
    expect(await statusOf(id)).toBe('cancelled_by_stylist')
    expect(refundsOf(intentId)).toHaveLength(0)
    expect(await paymentRow(id)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    await sweepHolds(pool, { payouts: deps.payouts }, clock.at)
    await sweepHolds(pool, { payouts: deps.payouts }, clock.at)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1733 })])
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_cents: 1733 })
  })
})
