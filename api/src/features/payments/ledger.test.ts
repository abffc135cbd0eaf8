import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { LedgerPage } from '@marketplace/domain/contract/payments.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  bookableStylist,
  bookAs,
  bookingTestApp,
  call,
  json,
  type BookableStylist,
} from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { csvCell, dollars } from './ledger-csv.ts'
import { stripeFeeCents } from './ledger.ts'

// The stylist's payments list and its CSV (issue 37, point 6): per appointment with money, what
// was taken, refunded, kept as a fee, Stripe's fee and the net, from the stored booking payment,
// fee and dispute; the stylist's own only; paged newest first; the CSV safe to open in a sheet.

const sql = testDatabase()
const { app, deps } = bookingTestApp(sql)

const HOUR = 3_600_000
/** The n-th bookable slot from Wednesday 4 March 2026, 10:00 in New York: 7 a day, 10:00 to 16:00. */
const slot = (n: number) =>
  new Date(Date.parse('2026-03-04T15:00:00Z') + Math.floor(n / 7) * 24 * HOUR + (n % 7) * HOUR).toISOString()

/** A plain confirmed booking of `s` by a new client called `name`; its id. */
async function booked(s: BookableStylist, n: number, name = 'Chris Client'): Promise<number> {
  const client = await signedInUser(sql, deps)
  await sql`update public.users set first_name = ${name}, last_name = null where id = ${client.id}`
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: slot(n) })
  expect(res.status).toBe(201)
  return (await json<{ id: number }>(res)).id
}

async function payment(
  appointmentId: number,
  p: {
    kind?: 'deposit' | 'prepayment' | 'card_on_file'
    amount: number
    refunded?: number
    status?: string
    /** Stripe's fee as stored when the charge settled; by default the twin's (the published rate). */
    stripeFee?: number | null
  },
) {
  const refunded = p.refunded ?? 0
  const status = p.status ?? (refunded > 0 && refunded === p.amount ? 'refunded' : 'succeeded')
  const charged = p.amount > 0 && (status === 'succeeded' || status === 'refunded')
  const stripeFee = p.stripeFee !== undefined ? p.stripeFee : charged ? stripeFeeCents(p.amount) : null
  await sql`
    insert into public.appointment_payments (appointment_id, provider, account_id, intent_id, kind, amount_cents,
      refunded_cents, status, client_secret, stripe_fee_cents)
    values (${appointmentId}, 'embedded', 'acct_local_test', ${`pi_local_${randomUUID()}`}, ${p.kind ?? 'deposit'},
      ${p.amount}, ${refunded}, ${status}, 'secret', ${stripeFee})`
}

async function fee(
  appointmentId: number,
  f: {
    kind: 'late_cancel' | 'no_show'
    amount: number
    kept?: number
    charge?: number
    captured?: number
    state: string
  },
) {
  const captured = f.captured ?? 0
  await sql`
    insert into public.appointment_fees (appointment_id, kind, amount_cents, kept_cents, charge_cents, captured_cents,
      state, decided_at, waived_at, stripe_fee_cents)
    values (${appointmentId}, ${f.kind}, ${f.amount}, ${f.kept ?? 0}, ${f.charge ?? 0}, ${captured}, ${f.state},
      now(), ${f.state === 'waived' ? new Date() : null}, ${captured > 0 ? stripeFeeCents(captured) : null})`
}

async function dispute(s: BookableStylist, appointmentId: number, status: string) {
  await sql`
    insert into public.payment_disputes (dispute_id, provider, account_id, stylist_id, appointment_id, intent_id,
      amount_cents, currency, reason, status, disputed_at, event_created_at)
    values (${`dp_local_${randomUUID()}`}, 'embedded', 'acct_local_test', ${s.stylistId}, ${appointmentId}, 'pi_x', 2000,
      'usd', 'fraudulent', ${status}, now(), now())`
}

const ledger = async (s: BookableStylist, before?: number | string) => {
  const res = await call(
    app,
    'GET',
    `/dashboard/payments/ledger${before === undefined ? '' : `?before=${before}`}`,
    s.owner.headers,
  )
  expect(res.status).toBe(200)
  return json<LedgerPage>(res)
}

describe("Stripe's fee", () => {
  it('is 2.9% + 30¢ per successful charge, rounded half up to the cent', () => {
    expect(stripeFeeCents(2000)).toBe(88) // 58 + 30
    expect(stripeFeeCents(500)).toBe(45) // 14.5 rounds up to 15
    expect(stripeFeeCents(3333)).toBe(127) // 96.657 → 97
    expect(stripeFeeCents(18)).toBe(31) // 0.522 → 1
    expect(stripeFeeCents(17)).toBe(30) // 0.493 → 0
    expect(stripeFeeCents(0)).toBe(0)
  })
})

describe('GET /api/dashboard/payments/ledger', () => {
  it("shows each kind of money with its amounts and words, newest first, and not another stylist's", async () => {
    const s = await bookableStylist(sql, deps)
    const other = await bookableStylist(sql, deps)
    const deposit = await booked(s, 0, 'Dana Deposit')
    await payment(deposit, { amount: 2000 })
    const refund = await booked(s, 1)
    await payment(refund, { amount: 2000, refunded: 2000 })
    const partial = await booked(s, 2)
    await payment(partial, { kind: 'prepayment', amount: 3333, refunded: 1000 })
    const kept = await booked(s, 3)
    await payment(kept, { amount: 2000, refunded: 500 })
    await fee(kept, { kind: 'late_cancel', amount: 1500, kept: 1500, state: 'kept_from_deposit' })
    const noShow = await booked(s, 4)
    await payment(noShow, { kind: 'card_on_file', amount: 0 })
    await fee(noShow, { kind: 'no_show', amount: 4500, charge: 4500, captured: 4500, state: 'charged' })
    const disputed = await booked(s, 5)
    await payment(disputed, { amount: 2000 })
    await dispute(s, disputed, 'needs_response')
    const waived = await booked(s, 6)
    await payment(waived, { kind: 'card_on_file', amount: 0 })
    await fee(waived, { kind: 'no_show', amount: 4500, state: 'waived' })
    // No money: a plain booking, a saved card alone, a payment that never succeeded.
    await booked(s, 7)
    await payment(await booked(s, 8), { kind: 'card_on_file', amount: 0 })
    await payment(await booked(s, 9), { amount: 2000, status: 'failed' })
    // Another stylist's money with the same shapes.
    await payment(await booked(other, 0), { amount: 2000 })

    const page = await ledger(s)
    expect(page.nextBefore).toBeNull()
    expect(page.stripeFeeEstimated).toBe(false)
    const row = (id: number) => {
      const r = page.rows.find((x) => x.appointmentId === id)!
      return [r.takenCents, r.refundedCents, r.feeCents, r.stripeFeeCents, r.netCents, r.states]
    }
    expect(page.rows.map((r) => r.appointmentId)).toEqual([waived, disputed, noShow, kept, partial, refund, deposit])
    expect(row(deposit)).toEqual([2000, 0, 0, 88, 1912, ['paid']])
    expect(row(refund)).toEqual([2000, 2000, 0, 88, -88, ['refunded']])
    expect(row(partial)).toEqual([3333, 1000, 0, 127, 2206, ['partly_refunded']])
    expect(row(kept)).toEqual([2000, 500, 1500, 88, 1412, ['partly_refunded', 'fee_kept']])
    expect(row(noShow)).toEqual([4500, 0, 4500, 161, 4339, ['fee_charged']])
    expect(row(disputed)).toEqual([2000, 0, 0, 88, 1912, ['paid', 'disputed']])
    expect(row(waived)).toEqual([0, 0, 0, 0, 0, ['fee_waived']])
    const first = page.rows.find((r) => r.appointmentId === deposit)!
    expect(first).toMatchObject({
      startsAt: '2026-03-04T15:00:00.000Z',
      timeZone: 'America/New_York',
      clientName: 'Dana Deposit',
      services: ['Service 1 (60 min)'],
    })

    const theirs = await ledger(other)
    expect(theirs.rows).toHaveLength(1)
    expect(theirs.rows[0].appointmentId).not.toBe(deposit)
    // Another stylist's appointment as the cursor is refused, naming the field.
    const res = await call(app, 'GET', `/dashboard/payments/ledger?before=${deposit}`, other.owner.headers)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ issues: [{ path: ['before'] }] })
  })

  it('pages 25 at a time by cursor and reads each row once', async () => {
    const s = await bookableStylist(sql, deps, { settings: { horizonDays: 60 } })
    const ids: number[] = []
    for (let n = 0; n < 27; n++) {
      const id = await booked(s, n)
      await payment(id, { amount: 1000 + n })
      ids.push(id)
    }
    const first = await ledger(s)
    expect(first.rows).toHaveLength(25)
    expect(first.nextBefore).toBe(first.rows[24].appointmentId)
    const second = await ledger(s, first.nextBefore!)
    expect(second.nextBefore).toBeNull()
    const seen = [...first.rows, ...second.rows].map((r) => r.appointmentId)
    expect(seen).toEqual([...ids].reverse())
    expect(new Set(seen).size).toBe(27)
  })

  it("shows Stripe's fee as read from the charge, and says estimated only while a charge's fee is unknown", async () => {
    const s = await bookableStylist(sql, deps)
    // Read from the balance transaction: an international card's 4.4% + 30¢ on $20.00 is $1.18.
    const read = await booked(s, 1)
    await payment(read, { amount: 2000, stripeFee: 118 })
    const first = await ledger(s)
    expect(first.stripeFeeEstimated).toBe(false)
    expect(first.rows[0]).toMatchObject({ stripeFeeCents: 118, netCents: 2000 - 118 })
    // A charge settled before fees were read: the published rate, and the page says so.
    const unknown = await booked(s, 2)
    await payment(unknown, { amount: 3333, stripeFee: null })
    const second = await ledger(s)
    expect(second.stripeFeeEstimated).toBe(true)
    expect(second.rows.find((r) => r.appointmentId === unknown)).toMatchObject({
      stripeFeeCents: 127, // 2.9% of $33.33 is 96.657¢, half up 97¢, plus 30¢
      netCents: 3333 - 127,
    })
    const csv = await call(app, 'GET', '/dashboard/payments/ledger.csv', s.owner.headers)
    expect((await csv.text()).split('\r\n')[0]).toContain('Stripe fee (estimated)')
  })

  it('refuses a malformed cursor with a 400 naming before', async () => {
    const s = await bookableStylist(sql, deps)
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999', '', '%00', '%20%201']) {
      const res = await call(app, 'GET', `/dashboard/payments/ledger?before=${bad}`, s.owner.headers)
      expect(res.status, bad).toBe(400)
      expect(JSON.stringify(await res.json()), bad).toContain('before')
    }
  })

  it('is for signed-in stylists only', async () => {
    expect((await call(app, 'GET', '/dashboard/payments/ledger', {})).status).toBe(401)
    const client = await signedInUser(sql, deps)
    expect((await call(app, 'GET', '/dashboard/payments/ledger', client.headers)).status).toBe(404)
    expect((await call(app, 'GET', '/dashboard/payments/ledger.csv', client.headers)).status).toBe(404)
  })
})

describe('GET /api/dashboard/payments/ledger.csv', () => {
  it('escapes each text cell against formula injection and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('\rx')).toBe(`"'\rx"`)
    expect(csvCell('Doe, Jo')).toBe('"Doe, Jo"')
    expect(csvCell('Jo "JJ" Doe')).toBe('"Jo ""JJ"" Doe"')
    expect(csvCell('Jo\nDoe')).toBe('"Jo\nDoe"')
    expect(csvCell('Zoë 日本 🙂')).toBe('Zoë 日本 🙂')
    expect(dollars(-88)).toBe('-0.88')
    expect(dollars(123456)).toBe('1234.56')
    expect(dollars(5)).toBe('0.05')
  })

  it('downloads every row, newest first, as exact UTF-8 bytes with a dated file name', async () => {
    const s = await bookableStylist(sql, deps)
    const names = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'Doe, Jo', 'Jo "JJ" Doe', 'Jo\nDoe', 'Zoë 日本 🙂']
    for (const [n, name] of names.entries()) await payment(await booked(s, n, name), { amount: 1000 })
    const res = await call(app, 'GET', '/dashboard/payments/ledger.csv', s.owner.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-03-02.csv"')
    const cells = [
      `"'=HYPERLINK(""http://x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      '"Doe, Jo"',
      '"Jo ""JJ"" Doe"',
      '"Jo\nDoe"',
      'Zoë 日本 🙂',
    ]
    const [first] = await sql<{ id: number }[]>`
      select min(id)::int as id from public.appointments where stylist_id = ${s.stylistId}`
    const lines = cells
      .map((cell, n) => {
        const hour = String(10 + n).padStart(2, '0')
        const day = n === 7 ? '2026-03-05 10:00' : `2026-03-04 ${hour}:00`
        return `${first.id + n},${day},America/New_York,${cell},Service 1 (60 min),10.00,0.00,0.00,0.59,9.41,paid`
      })
      .reverse()
    const expected =
      'Appointment,Start,Time zone,Client,Services,Taken,Refunded,Fees,Stripe fee,Net,State\r\n' +
      lines.map((l) => `${l}\r\n`).join('')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes).equals(Buffer.from(expected, 'utf8'))).toBe(true)
    expect(Buffer.from(bytes).toString('utf8')).toBe(expected)
  })

  it("is empty but for its header for a stylist without money, and never another stylist's", async () => {
    const s = await bookableStylist(sql, deps)
    const other = await bookableStylist(sql, deps)
    await payment(await booked(other, 0), { amount: 1000 })
    const res = await call(app, 'GET', '/dashboard/payments/ledger.csv', s.owner.headers)
    expect(await res.text()).toBe(
      'Appointment,Start,Time zone,Client,Services,Taken,Refunded,Fees,Stripe fee,Net,State\r\n',
    )
  })
})
