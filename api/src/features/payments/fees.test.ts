import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest'
import type { AppointmentMoney } from '@marketplace/domain/contract/payments.ts'
import { testDeps } from '../../../test/app.ts'
import { ownDatabase } from '../../../test/security/own-database.ts'
import { bookableStylist, bookAs, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import type { FakeTestCard } from '../../../test/stripe-fake-connect.ts'
import type { Json } from '../../../test/stripe-fake-account.ts'
import { createApp } from '../../app.ts'
import { connect, type Sql } from '../../db/client.ts'
import { createStripePayouts } from '../../adapters/payouts/stripe-payouts.ts'
import { sweepHolds } from './booking-hold.ts'

// Fees after the visit or the cancellation (issue 37, point 4) in Stripe mode: the real SDK
// against the local fake of Stripe's HTTP API (off-session charges on the saved card included),
// the signed Connect webhook, the app's clock pinned. Concurrency is real on PostgreSQL.

// A database of its own on PostgreSQL: the hold sweeps here run at clocks hours and days past NOW
// and expire every lapsed hold in their database, so another file's holds must not be in it (a CI
// run saw this file's hold expired by another file's sweep between hold and confirm).
const own = ownDatabase()
let sql: Sql
let pool: Sql
beforeAll(() => {
  sql = own.sql()
  pool = inject('databaseKind') === 'postgres' ? connect(own.url(), { max: 8 }) : sql
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

const WED = '2026-03-04T15:00:00Z' // Wednesday 10:00 in New York
const HOUR = 3_600_000
const DAY = 24 * HOUR

interface Policy {
  requirement: 'card_on_file' | 'deposit' | 'prepayment'
  depositCents?: number
  lateFee?: { kind: 'fixed' | 'percent'; value: number }
  noShowFee?: { kind: 'fixed' | 'percent'; value: number }
  priceCents?: number
}

/** A stylist in New York taking instant bookings (24-hour window) on an enabled Stripe account. */
async function payingStylist(p: Policy) {
  const s = await bookableStylist(sql, deps)
  if (p.priceCents) await sql`update public.services set price_cents = ${p.priceCents} where id = ${s.serviceId}`
  const account = fake.account.createConnectAccount({ country: 'US' })
  await sql`
    insert into public.connected_accounts (stylist_id, provider, account_id, charges_enabled, payouts_enabled,
      details_submitted)
    values (${s.stylistId}, 'stripe', ${String(account.id)}, true, true, true)`
  await sql`
    insert into public.payment_policies (stylist_id, requirement, deposit_kind, deposit_value, late_cancel_fee_kind,
      late_cancel_fee_value, no_show_fee_kind, no_show_fee_value)
    values (${s.stylistId}, ${p.requirement}, ${p.depositCents ? 'fixed' : null}, ${p.depositCents ?? null},
      ${p.lateFee?.kind ?? null}, ${p.lateFee?.value ?? null}, ${p.noShowFee?.kind ?? null},
      ${p.noShowFee?.value ?? null})`
  return { ...s, accountId: String(account.id) }
}

type Stylist = Awaited<ReturnType<typeof payingStylist>>

/** Books `startsAt` and pays (or saves the card) with `card`, through the client's confirm call. */
async function paidBooking(s: Stylist, startsAt = WED, card: FakeTestCard = 'pm_card_visa') {
  const client = await signedInUser(sql, deps)
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
  expect(res.status).toBe(201)
  const { id } = await json<{ id: number }>(res)
  const intentId = (await paymentRow(id)).intent_id
  fake.connect.confirm(s.accountId, intentId, card)
  if (card === 'pm_card_authenticationRequired') fake.connect.authenticate(s.accountId, intentId, true)
  await call(app, 'POST', `/appointments/${id}/payment/confirm`, client.headers)
  expect(await statusOf(id)).toBe('confirmed')
  return { id, client, intentId }
}

async function deliver(type: string, accountId: string, object: Json) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    account: accountId,
    created: Math.floor(clock.at.getTime() / 1000),
    data: { object },
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
const feeRow = async (id: number) =>
  (
    await sql<
      {
        id: number
        kind: string
        amount_cents: number
        kept_cents: number
        charge_cents: number
        captured_cents: number
        refunded_cents: number
        state: string
        intent_id: string | null
        failure_message: string | null
      }[]
    >`select id::int as id, kind, amount_cents, kept_cents, charge_cents, captured_cents, refunded_cents, state,
             intent_id, failure_message
        from public.appointment_fees where appointment_id = ${id}`
  )[0]
const refundsOf = (intentId: string) => fake.connect.refunds.filter((r) => r.payment_intent === intentId)
const feeCharges = (accountId: string) =>
  fake.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/payment_intents' &&
      r.stripeAccount === accountId &&
      r.params.off_session === 'true' &&
      !r.replayed,
  )
const moneyMails = async (userId: string) =>
  (
    await sql<{ kind: string; subject: string; dedupe_key: string }[]>`
      select kind, subject, dedupe_key from public.mail_outbox where user_id = ${userId} and kind like 'money-%'
       order by id`
  ).map((m) => m.kind)
const money = async (id: number, headers: Record<string, string>) =>
  json<AppointmentMoney>(await call(app, 'GET', `/appointments/${id}/money`, headers))

describe('the client cancels (issue 37, point 4): the window on the stylist wall clock, across DST', () => {
  // Sunday March 8, 2026, 10:00 in New York (EDT, the clocks went forward at 2:00 that morning).
  // A 24-hour window ends at 10:00 EST on Saturday: 15:00Z, 23 real hours before the start.
  const SUNDAY = '2026-03-08T14:00:00Z'
  const DEADLINE = new Date('2026-03-07T15:00:00Z')
  const policy: Policy = { requirement: 'deposit', depositCents: 2000, lateFee: { kind: 'percent', value: 15 } }

  it('a minute before the deadline (under 24 real hours) is outside: the whole deposit back, one receipt', async () => {
    const s = await payingStylist({ ...policy, priceCents: 3333 })
    const { id, client, intentId } = await paidBooking(s, SUNDAY)
    const before = await money(id, client.headers)
    expect(before.lateCancel).toEqual({ feeCents: 500, deadline: DEADLINE.toISOString() })
    clock.at = new Date(DEADLINE.getTime() - 60_000)
    const res = await call(app, 'POST', `/appointments/${id}/cancel`, client.headers, { reason: '' })
    expect(res.status).toBe(200)
    expect(await feeRow(id)).toBeUndefined()
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 2000, account: s.accountId })])
    await sweepHolds(pool, { payouts: deps.payouts, mail: deps }, clock.at)
    expect(refundsOf(intentId)).toHaveLength(1)
    expect(await moneyMails(client.id)).toEqual(['money-refund'])
    expect(await money(id, client.headers)).toMatchObject({ paidCents: 2000, refundedCents: 2000, fee: null })
  })

  it('at the deadline is inside: 15 % of $33.33 is $5.00, kept from the deposit, the rest refunded', async () => {
    const s = await payingStylist({ ...policy, priceCents: 3333 })
    const { id, client, intentId } = await paidBooking(s, SUNDAY)
    clock.at = DEADLINE
    const res = await call(app, 'POST', `/appointments/${id}/cancel`, client.headers, { reason: 'Sorry' })
    expect(res.status).toBe(200)
    expect(await feeRow(id)).toMatchObject({
      kind: 'late_cancel',
      amount_cents: 500,
      kept_cents: 500,
      charge_cents: 0,
      state: 'kept_from_deposit',
    })
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1500 })])
    expect(feeCharges(s.accountId)).toHaveLength(0)
    expect(fake.connect.netTaken(s.accountId)).toBe(500)
    const seen = await money(id, client.headers)
    expect(seen).toMatchObject({ paidCents: 2000, refundedCents: 1500, fee: { state: 'kept_from_deposit' } })
    const stylistSees = await money(id, s.owner.headers)
    expect(stylistSees.fee).toMatchObject({ keptCents: 500, clientSecret: null })
    expect(await moneyMails(client.id)).toEqual(['money-refund'])
  })

  it('a deposit smaller than the fee: all of it kept and the difference charged off-session, once', async () => {
    const s = await payingStylist({
      requirement: 'deposit',
      depositCents: 300,
      lateFee: { kind: 'fixed', value: 2000 },
    })
    const { id, client, intentId } = await paidBooking(s)
    clock.at = new Date(new Date(WED).getTime() - 2 * HOUR)
    expect((await call(app, 'POST', `/appointments/${id}/cancel`, client.headers, {})).status).toBe(200)
    const fee = await feeRow(id)
    expect(fee).toMatchObject({ kept_cents: 300, charge_cents: 1700, captured_cents: 1700, state: 'charged' })
    // Stripe's fee on the off-session charge, read from its balance transaction (the fake's 4.4% + 30¢).
    const [{ stripe_fee_cents: stored }] = await sql<{ stripe_fee_cents: number | null }[]>`
      select stripe_fee_cents from public.appointment_fees where appointment_id = ${id}`
    expect(stored).toBe(fake.connect.feeOf(1700))
    const [charge] = feeCharges(s.accountId)
    expect(charge.params).toMatchObject({ amount: '1700', currency: 'usd', off_session: 'true', confirm: 'true' })
    expect(charge.params.application_fee_amount).toBeUndefined()
    expect(charge.idempotencyKey).toBe(`fee-${fee.id}`)
    expect(refundsOf(intentId)).toHaveLength(0)
    expect(fake.connect.netTaken(s.accountId)).toBe(2000)
    // The webhook of that charge, twice and late: nothing moves twice, no second receipt.
    const intent = fake.connect.intent(s.accountId, fee.intent_id!)
    const hook = await deliver('payment_intent.succeeded', s.accountId, intent)
    expect(hook.first.status).toBe(200)
    await hook.again()
    await sweepHolds(pool, { payouts: deps.payouts, mail: deps }, clock.at)
    expect(feeCharges(s.accountId)).toHaveLength(1)
    expect(await moneyMails(client.id)).toEqual(['money-charge'])
  })

  it('a request the stylist has not accepted is withdrawn free, even late', async () => {
    const s = await payingStylist(policy)
    await sql`update public.booking_settings set confirmation = 'request' where stylist_id = ${s.stylistId}`
    const client = await signedInUser(sql, deps)
    const soon = '2026-03-02T20:00:00Z' // 15:00 in New York, five hours after booking: inside the window
    const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: soon })
    const { id } = await json<{ id: number }>(res)
    const intentId = (await paymentRow(id)).intent_id
    fake.connect.confirm(s.accountId, intentId, 'pm_card_visa')
    await call(app, 'POST', `/appointments/${id}/payment/confirm`, client.headers)
    expect(await statusOf(id)).toBe('requested')
    clock.at = new Date(NOW.getTime() + HOUR)
    expect((await call(app, 'POST', `/appointments/${id}/cancel`, client.headers, {})).status).toBe(200)
    expect(await feeRow(id)).toBeUndefined()
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 2000 })])
  })
})

describe('the stylist marks a no-show: charge or waive', () => {
  const cardPolicy: Policy = { requirement: 'card_on_file', noShowFee: { kind: 'percent', value: 50 } }
  const started = () => (clock.at = new Date(new Date(WED).getTime() + 20 * 60_000))

  it('asks which (400 naming the field), refuses anything else, changes nothing', async () => {
    const s = await payingStylist(cardPolicy)
    const { id } = await paidBooking(s)
    started()
    const none = await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, {})
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ issues: [{ path: ['fee'] }] })
    const bad = await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'double' })
    expect(bad.status).toBe(400)
    const extra = await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge', cents: 1 })
    expect(extra.status).toBe(400)
    expect(await statusOf(id)).toBe('confirmed')
    expect(await feeRow(id)).toBeUndefined()
  })

  it('charges the fee to the saved card off-session on the stylist account, with a receipt', async () => {
    const s = await payingStylist(cardPolicy)
    const { id, client } = await paidBooking(s)
    started()
    const res = await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })
    expect(res.status).toBe(200)
    expect(await feeRow(id)).toMatchObject({
      kind: 'no_show',
      amount_cents: 2250,
      charge_cents: 2250,
      state: 'charged',
    })
    expect(feeCharges(s.accountId)).toHaveLength(1)
    expect(fake.connect.netTaken(s.accountId)).toBe(2250)
    expect(await moneyMails(client.id)).toEqual(['money-charge'])
    const seen = await money(id, client.headers)
    expect(seen.fee).toMatchObject({ state: 'charged', capturedCents: 2250 })
  })

  it('two no-show decisions at once: one, one charge', async () => {
    const s = await payingStylist(cardPolicy)
    const { id } = await paidBooking(s)
    started()
    const answers = await Promise.all(
      ['charge', 'waive', 'charge'].map((fee) =>
        call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const fee = await feeRow(id)
    expect(feeCharges(s.accountId)).toHaveLength(fee.state === 'waived' ? 0 : 1)
  })

  it('the bank asks for authentication: requires_action, a mailed link, then the client confirms', async () => {
    const s = await payingStylist(cardPolicy)
    const { id, client } = await paidBooking(s, WED, 'pm_card_authenticationRequired')
    started()
    await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })
    const fee = await feeRow(id)
    expect(fee).toMatchObject({ state: 'requires_action', captured_cents: 0 })
    expect(fake.connect.netTaken(s.accountId)).toBe(0)
    const [mail] = await sql<{ text: string; kind: string }[]>`
      select text, kind from public.mail_outbox where user_id = ${client.id} and kind = 'money-fee-action'`
    expect(mail.text).toContain(`/appointments/${id}/fee`)
    // Only the client gets what confirming takes.
    const mine = await money(id, client.headers)
    expect(mine.fee).toMatchObject({ state: 'requires_action', accountId: s.accountId })
    expect(mine.fee!.clientSecret).toMatch(/^pi_\w+_secret_/)
    expect(mine.fee!.paymentMethodId).toMatch(/^pm_/)
    expect((await money(id, s.owner.headers)).fee!.clientSecret).toBeNull()
    expect((await call(app, 'POST', `/appointments/${id}/fee/confirm`, s.owner.headers)).status).toBe(404)
    // Not yet authenticated: still waiting.
    const early = await json<AppointmentMoney>(
      await call(app, 'POST', `/appointments/${id}/fee/confirm`, client.headers),
    )
    expect(early.fee!.state).toBe('requires_action')
    fake.connect.authenticate(s.accountId, fee.intent_id!, true)
    const done = await json<AppointmentMoney>(
      await call(app, 'POST', `/appointments/${id}/fee/confirm`, client.headers),
    )
    expect(done.fee).toMatchObject({ state: 'charged', capturedCents: 2250, clientSecret: null })
    // Settled after the bank's check: the fee read from the charge then.
    const [{ stripe_fee_cents: stored }] = await sql<{ stripe_fee_cents: number | null }[]>`
      select stripe_fee_cents from public.appointment_fees where appointment_id = ${id}`
    expect(stored).toBe(fake.connect.feeOf(2250))
    const hook = await deliver(
      'payment_intent.succeeded',
      s.accountId,
      fake.connect.intent(s.accountId, fee.intent_id!),
    )
    await hook.again()
    expect(fake.connect.netTaken(s.accountId)).toBe(2250)
    expect(await moneyMails(client.id)).toEqual(['money-fee-action', 'money-charge'])
  })

  it('a decline is recorded and shown, and never tried again', async () => {
    const s = await payingStylist(cardPolicy)
    const { id, client } = await paidBooking(s, WED, 'pm_card_chargeCustomerFail')
    started()
    expect((await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })).status).toBe(
      200,
    )
    expect(await feeRow(id)).toMatchObject({ state: 'failed', failure_message: 'Your card was declined.' })
    const failed = await deliver(
      'payment_intent.payment_failed',
      s.accountId,
      fake.connect.intent(s.accountId, (await feeRow(id)).intent_id!),
    )
    expect(failed.first.status).toBe(200)
    await sweepHolds(pool, { payouts: deps.payouts, mail: deps }, clock.at)
    await sweepHolds(pool, { payouts: deps.payouts, mail: deps }, clock.at)
    expect(feeCharges(s.accountId)).toHaveLength(1)
    expect((await money(id, s.owner.headers)).fee).toMatchObject({
      state: 'failed',
      failureMessage: 'Your card was declined.',
    })
    expect(await moneyMails(client.id)).toEqual([])
  })

  it('a deposit with no no-show fee is refunded in full on a no-show', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1200 })
    const { id, intentId } = await paidBooking(s)
    started()
    expect((await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, {})).status).toBe(200)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1200 })])
  })
})

describe('waiving a fee within 14 days', () => {
  const depositPolicy: Policy = {
    requirement: 'deposit',
    depositCents: 1000,
    noShowFee: { kind: 'fixed', value: 2500 },
  }
  const started = () => (clock.at = new Date(new Date(WED).getTime() + 20 * 60_000))

  it('gives back the kept deposit and the charge, once; a second waiver is a 409', async () => {
    const s = await payingStylist(depositPolicy)
    const { id, client, intentId } = await paidBooking(s)
    started()
    await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })
    const fee = await feeRow(id)
    expect(fee).toMatchObject({ kept_cents: 1000, charge_cents: 1500, state: 'charged' })
    expect(fake.connect.netTaken(s.accountId)).toBe(2500)
    expect((await call(app, 'POST', `/appointments/${id}/fee/waive`, client.headers)).status).toBe(404)
    clock.at = new Date(clock.at.getTime() + 13 * DAY)
    const answers = await Promise.all(
      [1, 2].map(() => call(app, 'POST', `/appointments/${id}/fee/waive`, s.owner.headers)),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await feeRow(id)).toMatchObject({ state: 'waived', refunded_cents: 1500 })
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1000 })])
    expect(refundsOf(fee.intent_id!)).toEqual([expect.objectContaining({ amount: 1500 })])
    expect(fake.connect.netTaken(s.accountId)).toBe(0)
    // A late success webhook of the waived charge moves nothing.
    await deliver('payment_intent.succeeded', s.accountId, fake.connect.intent(s.accountId, fee.intent_id!))
    await sweepHolds(pool, { payouts: deps.payouts, mail: deps }, clock.at)
    expect(await feeRow(id)).toMatchObject({ state: 'waived', refunded_cents: 1500 })
    expect(await moneyMails(client.id)).toEqual(['money-charge', 'money-refund', 'money-fee-refund'])
    expect((await call(app, 'POST', `/appointments/${id}/fee/waive`, s.owner.headers)).status).toBe(409)
  })

  it('refuses a waiver after 14 days (409), changing nothing', async () => {
    const s = await payingStylist(depositPolicy)
    const { id } = await paidBooking(s)
    started()
    await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })
    clock.at = new Date(clock.at.getTime() + 14 * DAY + 60_000)
    const res = await call(app, 'POST', `/appointments/${id}/fee/waive`, s.owner.headers)
    expect(res.status).toBe(409)
    expect(await feeRow(id)).toMatchObject({ state: 'charged' })
    expect(fake.connect.netTaken(s.accountId)).toBe(2500)
  })

  it('a fee waiting for the client is cancelled when waived', async () => {
    const s = await payingStylist({ requirement: 'card_on_file', noShowFee: { kind: 'fixed', value: 900 } })
    const { id } = await paidBooking(s, WED, 'pm_card_authenticationRequired')
    started()
    await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'charge' })
    const fee = await feeRow(id)
    expect(fee.state).toBe('requires_action')
    expect((await call(app, 'POST', `/appointments/${id}/fee/waive`, s.owner.headers)).status).toBe(200)
    expect(fake.connect.intent(s.accountId, fee.intent_id!).status).toBe('canceled')
    expect(await feeRow(id)).toMatchObject({ state: 'waived', captured_cents: 0 })
  })

  it('waived at the no-show: nothing charged, the deposit refunded in full', async () => {
    const s = await payingStylist(depositPolicy)
    const { id, intentId, client } = await paidBooking(s)
    started()
    expect((await call(app, 'POST', `/appointments/${id}/no-show`, s.owner.headers, { fee: 'waive' })).status).toBe(200)
    expect(await feeRow(id)).toMatchObject({ state: 'waived', kept_cents: 0, charge_cents: 0 })
    expect(feeCharges(s.accountId)).toHaveLength(0)
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1000 })])
    expect(await moneyMails(client.id)).toEqual(['money-refund'])
  })
})

describe('completed: the deposit counts toward the price', () => {
  it('shows what is left to pay on both sides', async () => {
    const s = await payingStylist({ requirement: 'deposit', depositCents: 1234 })
    const { id, client } = await paidBooking(s)
    clock.at = new Date(new Date(WED).getTime() + 2 * HOUR)
    expect((await call(app, 'POST', `/appointments/${id}/complete`, s.owner.headers)).status).toBe(200)
    expect(await money(id, client.headers)).toMatchObject({ paidCents: 1234, refundedCents: 0, balanceCents: 3266 })
    expect(await money(id, s.owner.headers)).toMatchObject({ balanceCents: 3266, fee: null })
    const stranger = await signedInUser(sql, deps)
    expect((await call(app, 'GET', `/appointments/${id}/money`, stranger.headers)).status).toBe(404)
    expect((await call(app, 'GET', `/appointments/abc/money`, client.headers)).status).toBe(400)
  })
})
