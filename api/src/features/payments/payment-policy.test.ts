import { beforeEach, describe, expect, it } from 'vitest'
import {
  paymentMessages,
  type DashboardPayments,
  type PaymentPolicy,
  type ServicePaymentTerms,
} from '@marketplace/domain/contract/payments.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { createEmbeddedPayouts } from '../../adapters/payouts/embedded-payouts.ts'
import { applyAccountEvent } from './connect-store.ts'

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const deposit: PaymentPolicy = {
  requirement: 'deposit',
  deposit: { kind: 'percent', value: 15 },
  minimumBookingCents: 0,
  lateCancellationFee: { kind: 'percent', value: 50 },
  noShowFee: { kind: 'fixed', value: 99_999 },
  scope: 'everyone',
}
const cardOnly: PaymentPolicy = {
  ...deposit,
  requirement: 'card_on_file',
  deposit: null,
  lateCancellationFee: null,
  noShowFee: null,
}
type Headers = Record<string, string>

const payments = async (headers: Headers) =>
  json<DashboardPayments>(await call(app, 'GET', '/dashboard/payments', headers))

/** Connects the stylist's embedded account and submits the local onboarding page with `outcome`. */
async function connect(headers: Headers, outcome: 'enabled' | 'requirements_due' | 'restricted' = 'enabled') {
  const link = await json<{ url: string }>(await call(app, 'POST', '/dashboard/payouts/onboarding', headers))
  const accountId = /^\/dev\/connect\/(acct_local_[0-9a-f]{16})\?/.exec(link.url)![1]
  const res = await call(app, 'POST', `/dev/connect/accounts/${accountId}`, headers, {
    businessName: 'Ana <b>Cuts</b>',
    payoutLast4: '6789',
    outcome,
  })
  expect(res.status).toBe(200)
  return { accountId, link: link.url }
}

describe('the payment policy (dashboard)', () => {
  it('starts with no policy, every service listed, no account', async () => {
    const { owner, serviceIds } = await bookableStylist(sql, deps, { durations: [60, 30] })
    const body = await payments(owner.headers)
    expect(body).toMatchObject({
      overall: null,
      cancellationWindowHours: 24,
      timeZone: 'America/New_York',
      account: { mode: 'embedded', status: 'not_connected', chargesEnabled: false, requirementsDue: [] },
    })
    expect(body.services.map((s) => [s.serviceId, s.priceCents, s.policy])).toEqual([
      [serviceIds[0], 4500, null],
      [serviceIds[1], 5500, null],
    ])
  })

  it('saves a policy that takes no money without an account; one that does is refused (409), nothing saved', async () => {
    const { owner } = await bookableStylist(sql, deps)
    const saved = await call(app, 'PUT', '/dashboard/payment-policy', owner.headers, cardOnly)
    expect(saved.status).toBe(200)
    expect((await json<DashboardPayments>(saved)).overall).toEqual(cardOnly)
    for (const policy of [
      deposit,
      { ...cardOnly, noShowFee: { kind: 'percent', value: 50 } },
      { ...cardOnly, requirement: 'prepayment' },
    ]) {
      const refused = await call(app, 'PUT', '/dashboard/payment-policy', owner.headers, policy)
      expect(refused.status).toBe(409)
      expect((await json<{ message: string }>(refused)).message).toBe(paymentMessages.chargesDisabled)
    }
    expect((await payments(owner.headers)).overall).toEqual(cardOnly)
  })

  it.each([
    ['deposit', { ...deposit, deposit: null }, paymentMessages.depositRequired],
    ['deposit.value', { ...deposit, deposit: { kind: 'percent', value: 101 } }, paymentMessages.amountPercent],
    ['deposit.value', { ...deposit, deposit: { kind: 'fixed', value: 12.5 } }, paymentMessages.amountFixed],
    [
      'noShowFee',
      { ...cardOnly, requirement: 'none', noShowFee: { kind: 'fixed', value: 500 } },
      paymentMessages.feeNeedsCard,
    ],
    ['minimumBookingCents', { ...cardOnly, minimumBookingCents: -5 }, paymentMessages.minimum],
    ['scope', { ...cardOnly, scope: 'friends' }, undefined],
    ['requirement', { ...cardOnly, requirement: 'kidney' }, undefined],
  ])('refuses a bad %s with a 400 naming it, nothing saved', async (field, policy, message) => {
    const { owner } = await bookableStylist(sql, deps)
    await connect(owner.headers)
    const res = await call(app, 'PUT', '/dashboard/payment-policy', owner.headers, policy)
    expect(res.status).toBe(400)
    const body = await json<{ message: string; issues: { path: (string | number)[] }[] }>(res)
    expect(body.issues[0].path.join('.')).toBe(field)
    if (message) expect(body.message).toBe(message)
    expect((await payments(owner.headers)).overall).toBeNull()
  })

  it('connects through the embedded twin: requirements due, then enabled; then a deposit can be asked', async () => {
    const { owner } = await bookableStylist(sql, deps)
    const link = await json<{ url: string }>(await call(app, 'POST', '/dashboard/payouts/onboarding', owner.headers))
    expect(link.url).toMatch(
      /^\/dev\/connect\/acct_local_[0-9a-f]{16}\?return=http%3A%2F%2Flocalhost%2Fdashboard%3Ftab%3Dbooking-settings%26connect%3Dreturn&refresh=/,
    )
    expect((await payments(owner.headers)).account).toMatchObject({
      status: 'requirements_due',
      chargesEnabled: false,
      requirementsDue: ['business_profile.name', 'external_account', 'tos_acceptance.date'],
    })
    // A second click: the same account, a fresh link.
    const again = await json<{ url: string }>(await call(app, 'POST', '/dashboard/payouts/onboarding', owner.headers))
    expect(again.url.split('?')[0]).toBe(link.url.split('?')[0])
    const accountId = link.url.split('?')[0].split('/').pop()!
    const page = await call(app, 'GET', `/dev/connect/accounts/${accountId}`, owner.headers)
    expect(await page.json()).toMatchObject({ accountId, status: 'requirements_due' })
    const submitted = await call(app, 'POST', `/dev/connect/accounts/${accountId}`, owner.headers, {
      businessName: 'Ana Cuts',
      payoutLast4: '6789',
      outcome: 'enabled',
    })
    expect(await submitted.json()).toEqual({ accountId, status: 'enabled' })
    expect((await payments(owner.headers)).account).toMatchObject({
      status: 'enabled',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    })
    const saved = await call(app, 'PUT', '/dashboard/payment-policy', owner.headers, deposit)
    expect(saved.status).toBe(200)
    expect((await json<DashboardPayments>(saved)).overall).toEqual(deposit)
  })

  it('a restricted account cannot take money; requirements due with charges enabled can', async () => {
    const restricted = await bookableStylist(sql, deps)
    await connect(restricted.owner.headers, 'restricted')
    expect((await payments(restricted.owner.headers)).account.status).toBe('restricted')
    expect((await call(app, 'PUT', '/dashboard/payment-policy', restricted.owner.headers, deposit)).status).toBe(409)
    const due = await bookableStylist(sql, deps)
    await connect(due.owner.headers, 'requirements_due')
    expect((await payments(due.owner.headers)).account).toMatchObject({
      status: 'requirements_due',
      chargesEnabled: true,
      payoutsEnabled: false,
    })
    expect((await call(app, 'PUT', '/dashboard/payment-policy', due.owner.headers, deposit)).status).toBe(200)
  })

  it('per service: its own policy replaces the overall one, and removing it falls back', async () => {
    const { owner, serviceIds } = await bookableStylist(sql, deps, { durations: [60, 30] })
    await connect(owner.headers)
    await call(app, 'PUT', '/dashboard/payment-policy', owner.headers, cardOnly)
    const put = await call(app, 'PUT', `/dashboard/payment-policy/services/${serviceIds[1]}`, owner.headers, deposit)
    expect(put.status).toBe(200)
    const body = await json<DashboardPayments>(put)
    expect(body.overall).toEqual(cardOnly)
    expect(body.services.map((s) => s.policy)).toEqual([null, deposit])
    expect(
      (await call(app, 'DELETE', `/dashboard/payment-policy/services/${serviceIds[1]}`, owner.headers)).status,
    ).toBe(204)
    expect((await payments(owner.headers)).services.map((s) => s.policy)).toEqual([null, null])
    expect(
      (await call(app, 'DELETE', `/dashboard/payment-policy/services/${serviceIds[1]}`, owner.headers)).status,
    ).toBe(404)
  })

  it("another stylist's service or account is not found; a user without a profile gets Profile required", async () => {
    const a = await bookableStylist(sql, deps)
    const b = await bookableStylist(sql, deps)
    await connect(b.owner.headers)
    const { accountId } = await connect(a.owner.headers)
    expect(
      (await call(app, 'PUT', `/dashboard/payment-policy/services/${a.serviceId}`, b.owner.headers, deposit)).status,
    ).toBe(404)
    expect((await call(app, 'GET', `/dev/connect/accounts/${accountId}`, b.owner.headers)).status).toBe(404)
    const post = await call(app, 'POST', `/dev/connect/accounts/${accountId}`, b.owner.headers, {
      businessName: 'Taken over',
      payoutLast4: '0000',
      outcome: 'restricted',
    })
    expect(post.status).toBe(404)
    expect((await payments(a.owner.headers)).account.status).toBe('enabled')
    const [row] = await sql`select count(*)::int as n from public.payment_policies where service_id = ${a.serviceId}`
    expect(row.n).toBe(0)
    const client = await signedInUser(sql, deps)
    expect((await call(app, 'GET', '/dashboard/payments', client.headers)).status).toBe(404)
    expect((await call(app, 'POST', '/dashboard/payouts/onboarding', client.headers)).status).toBe(404)
  })

  it('an account.updated event is applied once, and an unknown account is recorded and ignored', async () => {
    const { owner } = await bookableStylist(sql, deps)
    const { accountId } = await connect(owner.headers, 'restricted')
    const event = {
      provider: 'embedded' as const,
      eventId: `evt_local_${crypto.randomUUID()}`,
      type: 'account.updated',
      created: NOW,
      accountId,
    }
    const now = () => new Date()
    const twin = createEmbeddedPayouts()
    await sql`update public.embedded_connect_accounts set outcome = 'enabled' where account_id = ${accountId}`
    expect(await applyAccountEvent(sql, twin, event, now, deps.logger)).toBe(true)
    expect((await payments(owner.headers)).account.status).toBe('enabled')
    await sql`update public.embedded_connect_accounts set outcome = 'restricted' where account_id = ${accountId}`
    expect(await applyAccountEvent(sql, twin, event, now, deps.logger)).toBe(false)
    expect((await payments(owner.headers)).account.status).toBe('enabled')
    const stranger = { ...event, eventId: `evt_local_${crypto.randomUUID()}`, accountId: 'acct_local_0000000000000000' }
    expect(await applyAccountEvent(sql, twin, stranger, now, deps.logger)).toBe(true)
  })
})

describe('the terms stored with a booking', () => {
  const startsAt = '2026-03-04T15:00:00.000Z' // Wednesday 10:00 EST
  const termsOf = async (appointmentId: number) =>
    sql`select requirement, price_cents, due_at_booking_cents, late_cancel_fee_cents, no_show_fee_cents,
               cancellation_window_hours, time_zone, scope, policy, description
          from public.appointment_payment_terms where appointment_id = ${appointmentId}`

  it('stores the policy as agreed, in cents for the price; a later change leaves it as it was', async () => {
    const stylist = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 48 } })
    await connect(stylist.owner.headers)
    await call(app, 'PUT', '/dashboard/payment-policy', stylist.owner.headers, deposit)
    const client = await signedInUser(sql, deps)
    const booked = await bookAs(app, client, { stylistId: stylist.stylistId, serviceId: stylist.serviceId, startsAt })
    expect(booked.status).toBe(201)
    const { id } = await json<{ id: number }>(booked)
    const want = {
      requirement: 'deposit',
      price_cents: 4500,
      due_at_booking_cents: 675, // 15 % of $45.00
      late_cancel_fee_cents: 2250,
      no_show_fee_cents: 4500, // $999.99 capped at the price
      cancellation_window_hours: 48,
      time_zone: 'America/New_York',
      scope: 'everyone',
      policy: deposit,
    }
    expect(await termsOf(id)).toMatchObject([want])
    expect((await termsOf(id))[0].description).toMatch(/^A \$6\.75 deposit is taken when you book/)
    await call(app, 'PUT', '/dashboard/payment-policy', stylist.owner.headers, cardOnly)
    expect(await termsOf(id)).toMatchObject([want])
    // The client reads their terms; the table is written by the server only.
    const [visible] = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: client.id, role: 'authenticated' })}, true)`
      return tx`select due_at_booking_cents from public.appointment_payment_terms where appointment_id = ${id}`
    })
    expect(visible).toEqual({ due_at_booking_cents: 675 })
  })

  it('no row without a policy, below the minimum, or for a client out of scope; the service policy wins', async () => {
    const stylist = await bookableStylist(sql, deps, { durations: [60, 60] })
    await connect(stylist.owner.headers)
    const client = await signedInUser(sql, deps)
    const book = async (serviceId: number, at: string) =>
      (await json<{ id: number }>(await bookAs(app, client, { stylistId: stylist.stylistId, serviceId, startsAt: at })))
        .id
    expect(await termsOf(await book(stylist.serviceIds[0], '2026-03-04T14:00:00.000Z'))).toEqual([])
    await call(app, 'PUT', '/dashboard/payment-policy', stylist.owner.headers, {
      ...deposit,
      minimumBookingCents: 5000,
    })
    expect(await termsOf(await book(stylist.serviceIds[0], '2026-03-04T16:00:00.000Z'))).toEqual([]) // $45 < $50
    expect(await termsOf(await book(stylist.serviceIds[1], '2026-03-04T18:00:00.000Z'))).toMatchObject([
      { requirement: 'deposit', due_at_booking_cents: 825 }, // 15 % of $55.00
    ])
    await call(app, 'PUT', `/dashboard/payment-policy/services/${stylist.serviceIds[0]}`, stylist.owner.headers, {
      ...cardOnly,
      scope: 'past_no_show',
    })
    const other = await signedInUser(sql, deps)
    const [{ id: past }] = await sql`
      insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
        starts_at, ends_at, blocked_until, time_zone, status)
      values (${stylist.stylistId}, ${other.id}, ${stylist.serviceIds[0]}, 'Old visit', 4500, 60,
        '2026-02-02T15:00:00Z', '2026-02-02T16:00:00Z', '2026-02-02T16:00:00Z', 'America/New_York', 'no_show')
      returning id`
    expect(past).toBeDefined()
    expect(await termsOf(await book(stylist.serviceIds[0], '2026-03-05T14:00:00.000Z'))).toEqual([]) // no past no-show
    const res = await bookAs(app, other, {
      stylistId: stylist.stylistId,
      serviceId: stylist.serviceIds[0],
      startsAt: '2026-03-05T16:00:00.000Z',
    })
    expect(await termsOf((await json<{ id: number }>(res)).id)).toMatchObject([
      { requirement: 'card_on_file', due_at_booking_cents: 0, scope: 'past_no_show' },
    ])
  })

  it('the booking panel reads the terms of a service in plain words', async () => {
    const stylist = await bookableStylist(sql, deps)
    const path = `/stylists/${stylist.stylistId}/services/${stylist.serviceId}/payment-terms`
    expect(await json<ServicePaymentTerms>(await call(app, 'GET', path, {}))).toEqual({
      stylistId: stylist.stylistId,
      serviceId: stylist.serviceId,
      terms: null,
      description: null,
    })
    await connect(stylist.owner.headers)
    await call(app, 'PUT', '/dashboard/payment-policy', stylist.owner.headers, { ...deposit, scope: 'new_clients' })
    const body = await json<ServicePaymentTerms>(await call(app, 'GET', path, {}))
    expect(body.terms).toMatchObject({ dueAtBookingCents: 675, noShowFeeCents: 4500, scope: 'new_clients' })
    expect(body.description).toBe(
      'A $6.75 deposit is taken when you book; it counts toward the $45 price. ' +
        'Cancel at least 24 hours before the start and it is refunded in full. ' +
        'Cancelling later costs $22.50, kept from what you paid first. ' +
        'If you miss the appointment, $45 is charged. ' +
        'Times are the stylist’s (Eastern Time). The stylist can always waive a fee. ' +
        'This applies to new clients.',
    )
    // As the slot list answers: a service the stylist does not offer is a 400 naming it; no stylist, 404.
    expect((await call(app, 'GET', `/stylists/${stylist.stylistId}/services/999999999/payment-terms`, {})).status).toBe(
      400,
    )
    expect((await call(app, 'GET', `/stylists/999999999/services/${stylist.serviceId}/payment-terms`, {})).status).toBe(
      404,
    )
    expect((await call(app, 'GET', `/stylists/${stylist.stylistId}/services/abc/payment-terms`, {})).status).toBe(400)
  })
})
