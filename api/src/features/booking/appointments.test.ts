import { beforeEach, describe, expect, it } from 'vitest'
import { APPOINTMENTS_PAGE_SIZE, bookingMessages, type AppointmentList } from '@marketplace/domain/contract/booking.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  bookableStylist,
  bookAs,
  bookingTestApp,
  call,
  json,
  NOW,
  type BookableStylist,
} from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const HOUR = 3_600_000
type Client = Awaited<ReturnType<typeof signedInUser>>

async function booked(s: BookableStylist, client: Client, startsAt: string) {
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
  expect(res.status).toBe(201)
  return json(res)
}

const post = (id: number, action: string, user: { headers: Record<string, string> }, body: unknown = {}) =>
  call(app, 'POST', `/appointments/${id}/${action}`, user.headers, body)

describe('changes of an appointment', () => {
  it('lets the stylist accept a request or decline one with a reason; the client may do neither', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-04T15:00:00Z')
    expect(a.actions).toMatchObject({ cancel: true, accept: false })
    expect((await post(a.id, 'accept', client)).status).toBe(403)
    const seen = await json(await call(app, 'GET', `/appointments/${a.id}`, s.owner.headers))
    expect(seen).toMatchObject({
      client: { email: client.email },
      actions: { accept: true, decline: true, complete: false },
    })
    const accepted = await post(a.id, 'accept', s.owner)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({
      status: 'confirmed',
      sequence: 1,
      actions: { accept: false, cancel: true },
    })
    expect((await post(a.id, 'accept', s.owner)).status).toBe(409)

    const b = await booked(s, client, '2026-03-04T18:00:00Z')
    const declined = await post(b.id, 'decline', s.owner, { reason: 'Fully booked that day' })
    expect(await declined.json()).toMatchObject({ status: 'declined', cancelReason: 'Fully booked that day' })
    const events =
      await sql`select action, actor_id, reason from public.appointment_events where appointment_id = ${b.id} order by id`
    expect(events).toEqual([
      { action: 'requested', actor_id: client.id, reason: null },
      { action: 'declined', actor_id: s.owner.id, reason: 'Fully booked that day' },
    ])
  })

  it('hides an appointment from everyone but its client, its stylist and the admin', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-04T15:00:00Z')
    const stranger = await signedInUser(sql, deps)
    for (const path of [`/appointments/${a.id}`])
      expect((await call(app, 'GET', path, stranger.headers)).status).toBe(404)
    for (const action of ['cancel', 'accept', 'decline', 'complete', 'no-show'])
      expect((await post(a.id, action, stranger)).status).toBe(404)
    expect((await post(a.id, 'reschedule', stranger, { startsAt: '2026-03-04T18:00:00Z' })).status).toBe(404)
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const read = await call(app, 'GET', `/appointments/${a.id}`, admin.headers)
    expect(await read.json()).toMatchObject({ id: a.id, actions: { cancel: false, reschedule: false } })
    expect((await post(a.id, 'cancel', admin)).status).toBe(403)
    const [row] = await sql`select status, sequence from public.appointments where id = ${a.id}`
    expect(row).toEqual({ status: 'confirmed', sequence: 0 })
  })

  it('enforces the cancellation window for the client, not for the stylist', async () => {
    const s = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 24 } })
    const client = await signedInUser(sql, deps)
    // Tuesday 10:00 New York: 24 hours after now, just inside the window's edge.
    const edge = await booked(s, client, '2026-03-03T15:00:00Z')
    const soon = await booked(s, client, '2026-03-02T19:00:00Z')
    expect(soon.actions).toMatchObject({ cancel: false, reschedule: false })
    const refused = await post(soon.id, 'cancel', client)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: bookingMessages.outsideWindow })
    const moved = await post(soon.id, 'reschedule', client, { startsAt: '2026-03-05T15:00:00Z' })
    expect(moved.status).toBe(409)
    expect(await moved.json()).toEqual({ message: bookingMessages.outsideWindow })
    expect((await post(edge.id, 'cancel', client, { reason: 'Ill' })).status).toBe(200)
    // An hour later the edge has passed for the next one at the same distance.
    const next = await booked(s, client, '2026-03-03T16:00:00Z')
    clock.at = new Date(NOW.getTime() + 2 * HOUR)
    expect((await post(next.id, 'cancel', client)).status).toBe(409)
    // The stylist owes a reason: without one, a 400 naming it, and nothing changes.
    for (const body of [{}, { reason: '   ' }]) {
      const unexplained = await post(soon.id, 'cancel', s.owner, body)
      expect(unexplained.status).toBe(400)
      expect(await unexplained.json()).toEqual({
        message: bookingMessages.cancelReasonRequired,
        issues: [{ path: ['reason'], message: bookingMessages.cancelReasonRequired }],
      })
    }
    expect(await json(await call(app, 'GET', `/appointments/${soon.id}`, client.headers))).toMatchObject({
      status: 'confirmed',
    })
    const byStylist = await post(soon.id, 'cancel', s.owner, { reason: 'Sick today' })
    expect(await byStylist.json()).toMatchObject({ status: 'cancelled_by_stylist', cancelReason: 'Sick today' })
    expect((await post(soon.id, 'cancel', s.owner)).status).toBe(409)
  })

  it('marks completed or no-show only after the start, and only the stylist', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-04T15:00:00Z')
    const b = await booked(s, client, '2026-03-04T17:00:00Z')
    const early = await post(a.id, 'complete', s.owner)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: bookingMessages.notStarted })
    expect((await post(b.id, 'no-show', s.owner)).status).toBe(409)
    clock.at = new Date('2026-03-04T15:00:00Z')
    expect((await post(a.id, 'complete', client)).status).toBe(403)
    const done = await post(a.id, 'complete', s.owner)
    expect(await done.json()).toMatchObject({ status: 'completed', actions: { complete: false, cancel: false } })
    clock.at = new Date('2026-03-04T17:05:00Z')
    expect(await (await post(b.id, 'no-show', s.owner)).json()).toMatchObject({ status: 'no_show' })
    expect((await post(b.id, 'complete', s.owner)).status).toBe(409)
    // A started appointment can no longer be moved or cancelled.
    expect((await post(a.id, 'cancel', s.owner)).status).toBe(409)
  })

  it('lets the stylist move an appointment, validating the new start (400 naming startsAt)', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-04T15:00:00Z')
    const bad = await post(a.id, 'reschedule', s.owner, { startsAt: '2026-03-04T15:10:00Z' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: bookingMessages.notOnGrid, issues: [{ path: ['startsAt'] }] })
    const invalid = await post(a.id, 'reschedule', s.owner, { startsAt: 'tomorrow' })
    expect(invalid.status).toBe(400)
    const moved = await post(a.id, 'reschedule', s.owner, { startsAt: '2026-03-05T19:00:00Z' })
    expect(await moved.json()).toMatchObject({ startsAt: '2026-03-05T19:00:00.000Z', sequence: 1 })
    const [row] = await sql`select starts_at, sequence from public.appointments where id = ${a.id}`
    expect(row).toEqual({ starts_at: new Date('2026-03-05T19:00:00Z'), sequence: 1 })
  })

  it('expires a request nobody answered once its start has passed (on read), freeing the slot', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request', minNoticeHours: 0 } })
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-02T16:00:00Z')
    clock.at = new Date('2026-03-02T16:00:00Z')
    // Someone who may not see it is refused, and their requests change nothing.
    const stranger = await signedInUser(sql, deps)
    expect((await post(a.id, 'decline', stranger, { reason: 'no' })).status).toBe(404)
    expect((await call(app, 'GET', `/appointments/${a.id}`, stranger.headers)).status).toBe(404)
    const [untouched] = await sql`select status, sequence from public.appointments where id = ${a.id}`
    expect(untouched).toEqual({ status: 'requested', sequence: 0 })
    const read = await json(await call(app, 'GET', `/appointments/${a.id}`, s.owner.headers))
    expect(read).toMatchObject({ status: 'expired', sequence: 1, actions: { accept: false, decline: false } })
    expect((await post(a.id, 'accept', s.owner)).status).toBe(409)
    const events =
      await sql`select action, actor_id from public.appointment_events where appointment_id = ${a.id} order by id`
    expect(events).toEqual([
      { action: 'requested', actor_id: client.id },
      { action: 'expired', actor_id: null },
    ])
  })
})

describe('lists of appointments', () => {
  it("pages the client's upcoming (soonest first) and past (latest first) appointments", async () => {
    const s = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 0 } })
    const client = await signedInUser(sql, deps)
    const starts = Array.from({ length: APPOINTMENTS_PAGE_SIZE + 2 }, (_, i) =>
      new Date(Date.parse('2026-03-04T14:00:00Z') + i * 86_400_000).toISOString(),
    )
    // Written in the database, in reverse so the order comes from the start and not from the
    // insert: the API lets a client hold six live bookings at most (book.ts), and a page is 20.
    const add = (startsAt: string, status: string) => sql`
      insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
        starts_at, ends_at, blocked_until, time_zone, status)
      values (${s.stylistId}, ${client.id}, ${s.serviceId}, 'Service 1 (60 min)', 4500, 60, ${startsAt},
        ${startsAt}::timestamptz + interval '1 hour', ${startsAt}::timestamptz + interval '1 hour', 'America/New_York', ${status})`
    for (const start of [...starts].reverse()) await add(start, 'confirmed')
    await add('2026-03-04T20:00:00Z', 'cancelled_by_client')

    const first = await json<AppointmentList>(await call(app, 'GET', '/me/appointments', client.headers))
    expect(first.total).toBe(APPOINTMENTS_PAGE_SIZE + 2)
    expect(first.pageSize).toBe(APPOINTMENTS_PAGE_SIZE)
    expect(first.appointments.map((a) => a.startsAt)).toEqual(
      starts.slice(0, APPOINTMENTS_PAGE_SIZE).map((x) => new Date(x).toISOString()),
    )
    const second = await json<AppointmentList>(
      await call(app, 'GET', '/me/appointments?scope=upcoming&page=2', client.headers),
    )
    expect(second.appointments).toHaveLength(2)
    const past = await json<AppointmentList>(await call(app, 'GET', '/me/appointments?scope=past', client.headers))
    expect(past.appointments.map((a) => a.status)).toEqual(['cancelled_by_client'])
    // Later, the first two are past and ordered latest first.
    clock.at = new Date('2026-03-05T16:00:00Z')
    const later = await json<AppointmentList>(await call(app, 'GET', '/me/appointments?scope=past', client.headers))
    expect(later.appointments.map((a) => a.startsAt)).toEqual([
      '2026-03-05T14:00:00.000Z',
      '2026-03-04T20:00:00.000Z',
      '2026-03-04T14:00:00.000Z',
    ])
    expect((await call(app, 'GET', '/me/appointments?scope=soon', client.headers)).status).toBe(400)
    expect((await call(app, 'GET', '/me/appointments?page=0', client.headers)).status).toBe(400)
  })

  it("lists the stylist's own appointments by range and status, with the client's name and email", async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const other = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const a = await booked(s, client, '2026-03-04T15:00:00Z')
    await booked(s, client, '2026-03-05T15:00:00Z')
    await booked(other, client, '2026-03-04T15:00:00Z')
    await post(a.id, 'accept', s.owner)
    const all = await json<AppointmentList>(await call(app, 'GET', '/dashboard/appointments', s.owner.headers))
    expect(all.appointments.map((x) => [x.startsAt, x.status])).toEqual([
      ['2026-03-04T15:00:00.000Z', 'confirmed'],
      ['2026-03-05T15:00:00.000Z', 'requested'],
    ])
    expect(all.appointments[0].client).toEqual({ name: client.email, email: client.email })
    const day = await json<AppointmentList>(
      await call(
        app,
        'GET',
        '/dashboard/appointments?from=2026-03-05T05:00:00Z&to=2026-03-06T05:00:00Z',
        s.owner.headers,
      ),
    )
    expect(day.appointments.map((x) => x.status)).toEqual(['requested'])
    const requests = await json<AppointmentList>(
      await call(app, 'GET', '/dashboard/appointments?status=requested', s.owner.headers),
    )
    expect(requests.total).toBe(1)
    expect((await call(app, 'GET', '/dashboard/appointments?from=yesterday', s.owner.headers)).status).toBe(400)
    expect((await call(app, 'GET', '/dashboard/appointments', client.headers)).status).toBe(404)
  })
})
