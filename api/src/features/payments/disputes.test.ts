import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDeps } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import { createApp } from '../../app.ts'
import { createStripePayouts } from '../../adapters/payouts/stripe-payouts.ts'
import { asUser } from '../../db/roles.ts'

// Disputes of booking payments (issue 37, point 5): charge.dispute.created / updated / closed on
// the signed Connect webhook (Stripe's SDK against the local fake of its HTTP API), mirrored into
// public.payment_disputes once per event and newer events only; and the embedded twin's dev-only
// control playing the same events.

const sql = testDatabase()
const connectSecret = `whsec_${randomUUID().replaceAll('-', '')}`
const clock = { at: NOW, now: () => clock.at }
let fake: StripeFake
let stripe: Stripe
let app: ReturnType<typeof createApp>
let deps: Parameters<typeof bookableStylist>[1]

beforeAll(async () => {
  fake = await StripeFake.start({ now: () => clock.at })
  stripe = fake.client()
  deps = {
    ...testDeps(sql, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_billing',
      STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
      STRIPE_API_URL: fake.url,
      STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
      STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
      RATE_LIMIT_FACTOR: '1000',
    }),
    readSql: undefined,
    stripe: { client: stripe, webhookSecret: 'whsec_billing' },
    payouts: createStripePayouts(stripe),
    clock,
  } as typeof deps
  app = createApp(deps)
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  clock.at = NOW
})

const SLOT = '2026-03-04T15:00:00Z'
const T0 = Math.floor(NOW.getTime() / 1000)

/** A stylist on an enabled Stripe account asking a $20.00 deposit, and a booking paid with 4242. */
async function paidBooking() {
  const s = await bookableStylist(sql, deps)
  const account = fake.account.createConnectAccount({ country: 'US' })
  const accountId = String(account.id)
  await sql`
    insert into public.connected_accounts (stylist_id, provider, account_id, charges_enabled, payouts_enabled,
      details_submitted)
    values (${s.stylistId}, 'stripe', ${accountId}, true, true, true)`
  await sql`
    insert into public.payment_policies (stylist_id, requirement, deposit_kind, deposit_value)
    values (${s.stylistId}, 'deposit', 'fixed', 2000)`
  const client = await signedInUser(sql, deps)
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: SLOT })
  expect(res.status).toBe(201)
  const { id } = await json<{ id: number }>(res)
  const [{ intent_id: intentId }] = await sql<{ intent_id: string }[]>`
    select intent_id from public.appointment_payments where appointment_id = ${id}`
  fake.connect.confirm(accountId, intentId, 'pm_card_visa')
  await call(app, 'POST', `/appointments/${id}/payment/confirm`, client.headers)
  return { ...s, accountId, appointmentId: id, intentId, client }
}

const dispute = (intentId: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `dp_${intentId.slice(-12)}`,
  object: 'dispute',
  amount: 2000,
  currency: 'usd',
  reason: 'fraudulent',
  status,
  charge: `ch_${intentId.slice(-12)}`,
  payment_intent: intentId,
  created: T0,
  evidence_details: { due_by: T0 + 14 * 86400 },
  ...extra,
})

async function deliver(
  type: string,
  accountId: string | undefined,
  object: unknown,
  created: number,
  eventId?: string,
) {
  const payload = JSON.stringify({
    id: eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    ...(accountId ? { account: accountId } : {}),
    created,
    data: { object },
  })
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: connectSecret })
  return app.request('/api/stripe/connect-webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  })
}

interface Row {
  dispute_id: string
  stylist_id: number
  appointment_id: number
  intent_id: string
  charge_id: string | null
  amount_cents: number
  currency: string
  reason: string
  status: string
  evidence_due_by: Date | null
  disputed_at: Date
  event_created_at: Date
}
const disputesOf = (appointmentId: number) =>
  sql<Row[]>`
    select dispute_id, stylist_id::int as stylist_id, appointment_id::int as appointment_id, intent_id, charge_id,
           amount_cents, currency, reason, status, evidence_due_by, disputed_at, event_created_at
      from public.payment_disputes where appointment_id = ${appointmentId}`

describe('charge.dispute.* on the Connect webhook', () => {
  it('mirrors a dispute opened on a deposit, linked to its appointment and stylist, once per event', async () => {
    const b = await paidBooking()
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`
    const first = await deliver(
      'charge.dispute.created',
      b.accountId,
      dispute(b.intentId, 'needs_response'),
      T0,
      eventId,
    )
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true })
    const again = await deliver(
      'charge.dispute.created',
      b.accountId,
      dispute(b.intentId, 'under_review'),
      T0 + 5,
      eventId,
    )
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect(await disputesOf(b.appointmentId)).toEqual([
      {
        dispute_id: `dp_${b.intentId.slice(-12)}`,
        stylist_id: b.stylistId,
        appointment_id: b.appointmentId,
        intent_id: b.intentId,
        charge_id: `ch_${b.intentId.slice(-12)}`,
        amount_cents: 2000,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
        evidence_due_by: new Date((T0 + 14 * 86400) * 1000),
        disputed_at: NOW,
        event_created_at: NOW,
      },
    ])
  })

  it('ends in the same row whatever the order: closed before created, an older update after', async () => {
    const inOrder = await paidBooking()
    const reversed = await paidBooking()
    const steps = (b: typeof inOrder) => ({
      created: () => deliver('charge.dispute.created', b.accountId, dispute(b.intentId, 'needs_response'), T0),
      updated: () => deliver('charge.dispute.updated', b.accountId, dispute(b.intentId, 'under_review'), T0 + 60),
      closed: () => deliver('charge.dispute.closed', b.accountId, dispute(b.intentId, 'lost'), T0 + 120),
    })
    const a = steps(inOrder)
    for (const step of [a.created, a.updated, a.closed]) expect((await step()).status).toBe(200)
    const r = steps(reversed)
    for (const step of [r.closed, r.created, r.updated]) expect((await step()).status).toBe(200)
    const strip = (row: Row) => ({
      amount: row.amount_cents,
      currency: row.currency,
      reason: row.reason,
      status: row.status,
      dueBy: row.evidence_due_by,
      disputedAt: row.disputed_at,
      eventAt: row.event_created_at,
    })
    const [one] = await disputesOf(inOrder.appointmentId)
    const [two] = await disputesOf(reversed.appointmentId)
    expect(one.status).toBe('lost')
    expect(strip(two)).toEqual(strip(one))
    expect(two.event_created_at).toEqual(new Date((T0 + 120) * 1000))
  })

  it('never reopens a closed dispute with an event of the same second', async () => {
    const b = await paidBooking()
    await deliver('charge.dispute.closed', b.accountId, dispute(b.intentId, 'won'), T0)
    await deliver('charge.dispute.updated', b.accountId, dispute(b.intentId, 'under_review'), T0)
    expect((await disputesOf(b.appointmentId)).map((d) => d.status)).toEqual(['won'])
  })

  it('records and ignores a dispute of a payment that is not ours, or of another account', async () => {
    const b = await paidBooking()
    const res = await deliver('charge.dispute.created', 'acct_someone_else', dispute(b.intentId, 'needs_response'), T0)
    expect(await res.json()).toEqual({ received: true })
    const unknown = await deliver(
      'charge.dispute.created',
      b.accountId,
      dispute('pi_not_ours_000000', 'needs_response'),
      T0,
    )
    expect(unknown.status).toBe(200)
    expect(await disputesOf(b.appointmentId)).toEqual([])
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.payment_disputes where intent_id = 'pi_not_ours_000000'`
    expect(n).toBe(0)
  })

  it('refuses an unsigned event, and a malformed dispute without recording it', async () => {
    const b = await paidBooking()
    const unsigned = await app.request('/api/stripe/connect-webhook', {
      method: 'POST',
      body: JSON.stringify({
        id: 'evt_x',
        type: 'charge.dispute.created',
        data: { object: dispute(b.intentId, 'lost') },
      }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    })
    expect(unsigned.status).toBe(400)
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`
    for (const bad of [
      dispute(b.intentId, 'exploded'),
      dispute(b.intentId, 'lost', { amount: -1 }),
      dispute(b.intentId, 'lost', { amount: '2000' }),
      { id: 'dp_1' },
      null,
    ]) {
      const res = await deliver('charge.dispute.created', b.accountId, bad, T0, eventId)
      expect(res.status).toBe(400)
    }
    const noAccount = await deliver('charge.dispute.created', undefined, dispute(b.intentId, 'lost'), T0, eventId)
    expect(noAccount.status).toBe(400)
    expect(await disputesOf(b.appointmentId)).toEqual([])
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.billing_events where event_id = ${eventId}`
    expect(n).toBe(0)
  })

  it('serves no dispute control with Stripe configured (the twin is embedded mode only)', async () => {
    const b = await paidBooking()
    const res = await call(app, 'POST', '/dev/connect/disputes', b.owner.headers, {
      appointmentId: b.appointmentId,
      action: 'open',
    })
    expect(res.status).toBe(404)
    expect(await disputesOf(b.appointmentId)).toEqual([])
  })

  it('lets the stylist read their own disputes under RLS, and no one else', async () => {
    const b = await paidBooking()
    await deliver('charge.dispute.created', b.accountId, dispute(b.intentId, 'needs_response'), T0)
    const other = await bookableStylist(sql, deps)
    const read = (u: { claims: Parameters<typeof asUser>[1] }) =>
      asUser(
        sql,
        u.claims,
        (tx) => tx`select dispute_id from public.payment_disputes where appointment_id = ${b.appointmentId}`,
      )
    expect(await read(b.owner)).toHaveLength(1)
    expect(await read(other.owner)).toHaveLength(0)
    expect(await read(b.client)).toHaveLength(0)
  })
})

describe("the embedded twin's dispute control", () => {
  const twin = bookingTestApp(sql)
  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }

  async function embeddedPaid(requirement: 'deposit' | 'card_on_file' = 'deposit') {
    const s = await bookableStylist(sql, twin.deps)
    const accountId = `acct_local_${String(s.stylistId).padStart(16, '0')}`
    await sql`
      insert into public.embedded_connect_accounts (account_id, stylist_id, email, business_name, outcome, version)
      values (${accountId}, ${s.stylistId}, 'pro@example.com', 'Studio', 'enabled', 1)`
    await sql`
      insert into public.connected_accounts (stylist_id, provider, account_id, charges_enabled, payouts_enabled)
      values (${s.stylistId}, 'embedded', ${accountId}, true, true)`
    await sql`
      insert into public.payment_policies (stylist_id, requirement, deposit_kind, deposit_value)
      values (${s.stylistId}, ${requirement}, ${requirement === 'deposit' ? 'percent' : null},
        ${requirement === 'deposit' ? 33 : null})`
    const client = await signedInUser(sql, twin.deps)
    const res = await bookAs(twin.app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: SLOT })
    const body = await json<{ id: number; payment: { clientSecret: string } }>(res)
    const paid = await call(twin.app, 'POST', '/payments/embedded/confirm-intent', client.headers, {
      clientSecret: body.payment.clientSecret,
      ...card,
    })
    expect(paid.status).toBe(200)
    return { ...s, client, appointmentId: body.id }
  }
  const play = (headers: Record<string, string>, body: unknown) =>
    call(twin.app, 'POST', '/dev/connect/disputes', headers, body)

  it('opens, reviews and closes a dispute on a deposit through the same mirror as the webhook', async () => {
    twin.clock.at = NOW
    const b = await embeddedPaid()
    const opened = await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'open', reason: 'duplicate' })
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ status: 'needs_response', reason: 'duplicate', amountCents: 1485 })
    expect(await disputesOf(b.appointmentId)).toMatchObject([
      { status: 'needs_response', reason: 'duplicate', amount_cents: 1485, stylist_id: b.stylistId },
    ])
    expect((await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'open' })).status).toBe(409)
    twin.clock.at = new Date(NOW.getTime() + 60_000)
    expect((await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'review' })).status).toBe(200)
    twin.clock.at = new Date(NOW.getTime() + 120_000)
    expect((await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'won' })).status).toBe(200)
    expect((await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'lost' })).status).toBe(409)
    const seen = await call(twin.app, 'GET', `/appointments/${b.appointmentId}/money`, b.owner.headers)
    expect((await json<{ dispute: unknown }>(seen)).dispute).toEqual({
      status: 'won',
      reason: 'duplicate',
      amountCents: 1485,
      evidenceDueBy: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
    })
    const client = await call(twin.app, 'GET', `/appointments/${b.appointmentId}/money`, b.client.headers)
    expect((await json<{ dispute: unknown }>(client)).dispute).toBe(null)
    const [row] = await disputesOf(b.appointmentId)
    expect(row).toMatchObject({
      status: 'won',
      disputed_at: NOW,
      evidence_due_by: new Date(NOW.getTime() + 7 * 86_400_000),
    })
  })

  it("refuses another stylist's, the client's, a card on file, and bad input, changing nothing", async () => {
    twin.clock.at = NOW
    const b = await embeddedPaid()
    const other = await bookableStylist(sql, twin.deps)
    expect((await play(other.owner.headers, { appointmentId: b.appointmentId, action: 'open' })).status).toBe(404)
    expect((await play(b.client.headers, { appointmentId: b.appointmentId, action: 'open' })).status).toBe(404)
    expect((await play({}, { appointmentId: b.appointmentId, action: 'open' })).status).toBe(401)
    for (const [body, field] of [
      [{ appointmentId: -1, action: 'open' }, 'appointmentId'],
      [{ appointmentId: '1 or 1=1', action: 'open' }, 'appointmentId'],
      [{ appointmentId: b.appointmentId, action: 'refund' }, 'action'],
      [{ appointmentId: b.appointmentId, action: 'open', reason: '=HYPERLINK("x")' }, 'reason'],
    ] as const) {
      const res = await play(b.owner.headers, body)
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(field)
    }
    const onFile = await embeddedPaid('card_on_file')
    expect((await play(onFile.owner.headers, { appointmentId: onFile.appointmentId, action: 'open' })).status).toBe(409)
    expect((await play(b.owner.headers, { appointmentId: b.appointmentId, action: 'review' })).status).toBe(409)
    expect(await disputesOf(b.appointmentId)).toEqual([])
    expect(await disputesOf(onFile.appointmentId)).toEqual([])
  })
})
