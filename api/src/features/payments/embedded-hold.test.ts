import { beforeEach, describe, expect, it } from 'vitest'
import type { BookingPayment } from '@marketplace/domain/contract/payments.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

// The embedded twin of booking payments (embedded mode: no Stripe settings): the local card
// endpoint confirms the held booking's intent with Stripe's test cards, 3-D Secure included, and
// plays the intent's event through the same settlement as the Connect webhook.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const SLOT = '2026-03-04T15:00:00Z'
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: '123' })

async function payingStylist(requirement: 'deposit' | 'card_on_file') {
  const s = await bookableStylist(sql, deps, { hours: [[3, '09:00', '12:00']] })
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
  return s
}

async function hold(s: { stylistId: number; serviceId: number }) {
  const client = await signedInUser(sql, deps)
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: SLOT })
  const body = res.status === 201 ? await json<{ id: number; payment: BookingPayment }>(res) : null
  return { res, client, body }
}

const statusOf = async (id: number) =>
  (await sql<{ status: string }[]>`select status from public.appointments where id = ${id}`)[0].status

describe('the embedded card endpoint for held bookings', () => {
  it("books with 4242: the deposit (33% of $45.00 = $14.85) is taken and the slot is the client's", async () => {
    const s = await payingStylist('deposit')
    const { body, client } = await hold(s)
    expect(body!.payment).toMatchObject({ provider: 'embedded', amountCents: 1485, status: 'open' })
    const res = await call(app, 'POST', '/payments/embedded/confirm-intent', client.headers, {
      clientSecret: body!.payment.clientSecret,
      ...card('4242 4242 4242 4242'),
    })
    expect(await res.json()).toEqual({ status: 'succeeded', failureMessage: null })
    expect(await statusOf(body!.id)).toBe('confirmed')
    const view = await call(app, 'GET', `/appointments/${body!.id}/payment`, s.owner.headers)
    expect(await view.json()).toMatchObject({ status: 'succeeded', amountCents: 1485, clientSecret: null })
  })

  it('asks for 3-D Secure with 3184; the approval books it', async () => {
    const s = await payingStylist('deposit')
    const { body, client } = await hold(s)
    const secret = body!.payment.clientSecret
    const res = await call(app, 'POST', '/payments/embedded/confirm-intent', client.headers, {
      clientSecret: secret,
      ...card('4000 0027 6000 3184'),
    })
    expect(await res.json()).toEqual({ status: 'requires_action', failureMessage: null })
    expect(await statusOf(body!.id)).toBe('held')
    const done = await call(app, 'POST', '/payments/embedded/authenticate', client.headers, {
      clientSecret: secret,
      approve: true,
    })
    expect(await done.json()).toMatchObject({ status: 'succeeded' })
    expect(await statusOf(body!.id)).toBe('confirmed')
  })

  it('declines 0002 with a 402 and frees the slot at once', async () => {
    const s = await payingStylist('deposit')
    const { body, client } = await hold(s)
    const res = await call(app, 'POST', '/payments/embedded/confirm-intent', client.headers, {
      clientSecret: body!.payment.clientSecret,
      ...card('4000 0000 0000 0002'),
    })
    expect(res.status).toBe(402)
    expect(await res.json()).toMatchObject({ message: 'Your card was declined.' })
    expect(await statusOf(body!.id)).toBe('expired')
    expect((await hold(s)).res.status).toBe(201)
  })

  it('0341 saves as a card on file but its deposit charge is declined', async () => {
    const onFile = await payingStylist('card_on_file')
    const saved = await hold(onFile)
    const ok = await call(app, 'POST', '/payments/embedded/confirm-intent', saved.client.headers, {
      clientSecret: saved.body!.payment.clientSecret,
      ...card('4000 0000 0000 0341'),
    })
    expect(ok.status).toBe(200)
    expect(await statusOf(saved.body!.id)).toBe('confirmed')
    const deposit = await payingStylist('deposit')
    const charged = await hold(deposit)
    const declined = await call(app, 'POST', '/payments/embedded/confirm-intent', charged.client.headers, {
      clientSecret: charged.body!.payment.clientSecret,
      ...card('4000 0000 0000 0341'),
    })
    expect(declined.status).toBe(402)
    expect(await statusOf(charged.body!.id)).toBe('expired')
  })

  it("is nobody else's: another user's secret is a 404 and a stranger sees no payment", async () => {
    const s = await payingStylist('deposit')
    const { body } = await hold(s)
    const stranger = await signedInUser(sql, deps)
    const res = await call(app, 'POST', '/payments/embedded/confirm-intent', stranger.headers, {
      clientSecret: body!.payment.clientSecret,
      ...card('4242 4242 4242 4242'),
    })
    expect(res.status).toBe(404)
    expect((await call(app, 'GET', `/appointments/${body!.id}/payment`, stranger.headers)).status).toBe(404)
    expect(await statusOf(body!.id)).toBe('held')
  })
})
