import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminPaymentsOverview } from '@marketplace/domain/contract/admin.ts'
import { testDeps } from '../../../test/app.ts'
import { bookableStylist, bookAs, call, json } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { ownDatabase } from '../../../test/security/own-database.ts'
import { createApp } from '../../app.ts'
import type { Sql } from '../../db/client.ts'

// The admin's payments overview (issue 37, point 6): sums in cents over a period, counts by state,
// open disputes first by their deadline. On a database of its own on PostgreSQL; on PGlite the run's
// earlier files leave their rows, so this file's clock is years away from theirs (the sums are over
// periods before it) and only its own disputes are read from the open list.

const own = ownDatabase()
let sql: Sql
let app: ReturnType<typeof createApp>
let deps: ReturnType<typeof testDeps> & { readSql: undefined; clock: typeof clock }
const NOW = new Date('2031-06-02T15:00:00Z')
const clock = { at: NOW, now: () => NOW }
const DAY = 86_400_000

beforeAll(() => {
  sql = own.sql()
  deps = { ...testDeps(sql, { RATE_LIMIT_FACTOR: '1000' }), readSql: undefined, clock }
  app = createApp(deps)
})

let slot = 0
/** A booked appointment of a new stylist (no payment policy: the money rows are the test's). */
async function appointment(name: string) {
  const s = await bookableStylist(sql, deps)
  await sql`update public.stylists set stylist_name = ${name} where id = ${s.stylistId}`
  const client = await signedInUser(sql, deps)
  const startsAt = new Date(Date.parse('2031-06-05T14:00:00Z') + slot++ * DAY).toISOString()
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
  expect(res.status, await res.clone().text()).toBe(201)
  return { stylistId: s.stylistId, id: (await json<{ id: number }>(res)).id, startsAt }
}

async function payment(
  appointmentId: number,
  p: { kind: string; amount: number; refunded?: number; status: string; daysAgo: number },
) {
  const at = new Date(NOW.getTime() - p.daysAgo * DAY)
  await sql`
    insert into public.appointment_payments (appointment_id, provider, account_id, intent_id, kind, amount_cents,
      refunded_cents, status, client_secret, created_at)
    values (${appointmentId}, 'embedded', 'acct_local_admin', ${`pi_admin_${appointmentId}_${p.kind}`}, ${p.kind},
      ${p.amount}, ${p.refunded ?? 0}, ${p.status}, 'secret', ${at})`
}

async function fee(
  appointmentId: number,
  f: {
    kind: string
    amount: number
    kept: number
    captured: number
    refunded?: number
    state: string
    daysAgo: number
  },
) {
  const at = new Date(NOW.getTime() - f.daysAgo * DAY)
  await sql`
    insert into public.appointment_fees (appointment_id, kind, amount_cents, kept_cents, charge_cents, captured_cents,
      refunded_cents, state, decided_at, waived_at)
    values (${appointmentId}, ${f.kind}, ${f.amount}, ${f.kept}, ${f.amount - f.kept}, ${f.captured},
      ${f.refunded ?? 0}, ${f.state}, ${at}, ${f.state === 'waived' ? at : null})`
}

async function dispute(
  a: { id: number; stylistId: number },
  d: { id: string; status: string; amount: number; dueInDays: number | null; daysAgo: number },
) {
  const at = new Date(NOW.getTime() - d.daysAgo * DAY)
  const due = d.dueInDays === null ? null : new Date(NOW.getTime() + d.dueInDays * DAY)
  await sql`
    insert into public.payment_disputes (dispute_id, provider, account_id, stylist_id, appointment_id, intent_id,
      amount_cents, currency, reason, status, evidence_due_by, disputed_at, event_created_at)
    values (${d.id}, 'embedded', 'acct_local_admin', ${a.stylistId}, ${a.id}, ${`pi_admin_${a.id}_deposit`},
      ${d.amount}, 'usd', 'fraudulent', ${d.status}, ${due}, ${at}, ${at})`
}

async function overview(days?: string, user?: { headers: Record<string, string> }) {
  const admin = user ?? (await signedInUser(sql, deps, { isAdmin: true }))
  return call(app, 'GET', `/admin/payments${days ? `?days=${days}` : ''}`, admin.headers)
}

describe('GET /api/admin/payments', () => {
  let a1: Awaited<ReturnType<typeof appointment>>
  let a2: Awaited<ReturnType<typeof appointment>>
  let a3: Awaited<ReturnType<typeof appointment>>
  beforeAll(async () => {
    a1 = await appointment('Ana Deposit')
    a2 = await appointment('Bea Fees')
    a3 = await appointment('Cy Old')
    // Inside 30 days: a $20.00 deposit partly refunded ($7.33), a $33.33 prepayment, a saved card
    // (no money), a failed attempt; a late fee of $6.67 kept from the deposit and a no-show fee of
    // $15.01 charged ($5.00 of it refunded); a fee charged ($9.00) then waived and refunded in full.
    await payment(a1.id, { kind: 'deposit', amount: 2000, refunded: 733, status: 'succeeded', daysAgo: 3 })
    await payment(a2.id, { kind: 'prepayment', amount: 3333, status: 'succeeded', daysAgo: 10 })
    await payment(a2.id, { kind: 'card_on_file', amount: 0, status: 'succeeded', daysAgo: 10 })
    await payment(a3.id, { kind: 'deposit', amount: 5000, status: 'failed', daysAgo: 1 })
    await fee(a1.id, {
      kind: 'late_cancel',
      amount: 667,
      kept: 667,
      captured: 0,
      state: 'kept_from_deposit',
      daysAgo: 2,
    })
    await fee(a2.id, {
      kind: 'no_show',
      amount: 1501,
      kept: 0,
      captured: 1501,
      refunded: 500,
      state: 'charged',
      daysAgo: 9,
    })
    await fee(a3.id, {
      kind: 'no_show',
      amount: 900,
      kept: 0,
      captured: 900,
      refunded: 900,
      state: 'waived',
      daysAgo: 1,
    })
    // Outside 30 days, inside 90: a $100.00 prepayment refunded in full.
    const old = await appointment('Dee Older')
    await payment(old.id, { kind: 'prepayment', amount: 10000, refunded: 10000, status: 'refunded', daysAgo: 40 })
    // Disputes: two open (the later deadline first in time of opening), one won, one open long ago.
    await dispute(a1, { id: 'dp_admin_late', status: 'needs_response', amount: 1267, dueInDays: 9, daysAgo: 1 })
    await dispute(a2, { id: 'dp_admin_soon', status: 'under_review', amount: 3333, dueInDays: 2, daysAgo: 5 })
    await dispute(a3, { id: 'dp_admin_won', status: 'won', amount: 500, dueInDays: null, daysAgo: 4 })
    await dispute(old, {
      id: 'dp_admin_old',
      status: 'warning_needs_response',
      amount: 100,
      dueInDays: null,
      daysAgo: 60,
    })
  })

  it('sums the period in cents: paid at booking, fees kept or charged, refunds; no platform fee', async () => {
    const res = await overview('30')
    expect(res.status).toBe(200)
    const body = await json<AdminPaymentsOverview>(res)
    expect(body).toMatchObject({
      days: 30,
      since: new Date(NOW.getTime() - 30 * DAY).toISOString(),
      bookingPaidCents: 2000 + 3333,
      feeChargesCents: 1501 + 900,
      keptFromDepositsCents: 667,
      refundedCents: 733 + 500 + 900,
      netCents: 2000 + 3333 + 1501 + 900 - (733 + 500 + 900),
      platformFeeCents: 0,
      stylists: 3,
      payments: { succeeded: 3, failed: 1 },
      fees: { kept_from_deposit: 1, charged: 1, waived: 1 },
      disputes: { needs_response: 1, under_review: 1, won: 1 },
    })
    // Open disputes whenever opened, the nearest deadline first, none closed; with who and when
    // (on PGlite the run's other files leave theirs in this database: only this file's are read).
    const mine = body.openDisputes.filter((d) => d.disputeId.startsWith('dp_admin_'))
    expect(mine.map((d) => d.disputeId)).toEqual(['dp_admin_soon', 'dp_admin_late', 'dp_admin_old'])
    expect(mine[0]).toEqual({
      disputeId: 'dp_admin_soon',
      status: 'under_review',
      reason: 'fraudulent',
      amountCents: 3333,
      evidenceDueBy: new Date(NOW.getTime() + 2 * DAY).toISOString(),
      disputedAt: new Date(NOW.getTime() - 5 * DAY).toISOString(),
      stylistId: a2.stylistId,
      stylistName: 'Bea Fees',
      appointmentId: a2.id,
      appointmentStartsAt: a2.startsAt,
    })
  })

  it('takes in 90 days what 30 leave out, and defaults to 30', async () => {
    const ninety = await json<AdminPaymentsOverview>(await overview('90'))
    expect(ninety.bookingPaidCents).toBe(2000 + 3333 + 10000)
    expect(ninety.refundedCents).toBe(733 + 500 + 900 + 10000)
    expect(ninety.payments).toEqual({ succeeded: 3, failed: 1, refunded: 1 })
    expect(ninety.disputes.warning_needs_response).toBe(1)
    expect(ninety.stylists).toBe(4)
    const byDefault = await json<AdminPaymentsOverview>(await overview())
    expect(byDefault.days).toBe(30)
    expect(byDefault.bookingPaidCents).toBe(2000 + 3333)
  })

  it('refuses another period with a 400 naming days, and anyone but an admin', async () => {
    for (const days of ['14', '0', '-30', '30.0', 'abc', '9'.repeat(400)]) {
      const res = await overview(days)
      expect(res.status, days).toBe(400)
      expect(await res.text()).toContain('days')
    }
    const stylist = await signedInUser(sql, deps)
    expect((await overview('30', stylist)).status).toBe(403)
    expect((await call(app, 'GET', '/admin/payments', {})).status).toBe(401)
  })
})
