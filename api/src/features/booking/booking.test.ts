import { beforeEach, describe, expect, it } from 'vitest'
import { bookingMessages, type SlotsResponse, type StylistBookingInfo } from '@marketplace/domain/contract/booking.ts'
import { createUser, testDatabase } from '../../../test/database.ts'
import {
  appointmentCount,
  bookableStylist,
  bookAs,
  bookingTestApp,
  call,
  json,
  NOW,
} from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { keyReusedMessage } from './book.ts'

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

/** Wednesday 4 March 2026 10:00 in New York (EST). */
const WED_10 = '2026-03-04T15:00:00.000Z'

function slots(stylistId: number, query: string) {
  return app.request(`/api/stylists/${stylistId}/slots?${query}`)
}

describe('GET /api/stylists/:id/slots', () => {
  it('lists the open slots of each local date on the 15-minute grid, closed days empty, cacheable 30 s', async () => {
    const s = await bookableStylist(sql, deps, { hours: [[3, '09:00', '12:00']] })
    const res = await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-03&to=2026-03-05`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30')
    const body = await json<SlotsResponse>(res)
    expect(body.timeZone).toBe('America/New_York')
    expect(body.service).toMatchObject({ id: s.serviceId, price: 45, durationMinutes: 60 })
    expect(body.days.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05'])
    expect(body.days[0].slots).toEqual([])
    expect(body.days[1].slots.map((x) => x.startsAt)).toEqual([
      '2026-03-04T14:00:00.000Z',
      '2026-03-04T14:15:00.000Z',
      '2026-03-04T14:30:00.000Z',
      '2026-03-04T14:45:00.000Z',
      '2026-03-04T15:00:00.000Z',
      '2026-03-04T15:15:00.000Z',
      '2026-03-04T15:30:00.000Z',
      '2026-03-04T15:45:00.000Z',
      '2026-03-04T16:00:00.000Z',
    ])
    expect(body.days[1].slots[8].endsAt).toBe('2026-03-04T17:00:00.000Z')
  })

  it('leaves out the range a booking holds, its buffer included', async () => {
    const s = await bookableStylist(sql, deps, { hours: [[3, '09:00', '13:00']], settings: { bufferMinutes: 15 } })
    const client = await signedInUser(sql, deps)
    expect(
      (await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 })).status,
    ).toBe(201)
    const body = await json<SlotsResponse>(
      await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-04&to=2026-03-04`),
    )
    // Busy 10:00-11:15. A slot's own buffer counts too: 9:00 would hold until 10:15, so it is gone.
    expect(body.days[0].slots.map((x) => x.startsAt)).toEqual([
      '2026-03-04T16:15:00.000Z',
      '2026-03-04T16:30:00.000Z',
      '2026-03-04T16:45:00.000Z',
      '2026-03-04T17:00:00.000Z',
    ])
  })

  it.each([
    ['to before from', 'from=2026-03-05&to=2026-03-04', 'to'],
    ['more than 31 days', 'from=2026-03-03&to=2026-04-03', 'to'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-04', 'from'],
    ['a malformed date', 'from=2026-3-3&to=2026-03-04', 'from'],
  ])('refuses %s with a 400 naming the field', async (_, range, field) => {
    const s = await bookableStylist(sql, deps)
    const res = await slots(s.stylistId, `serviceId=${s.serviceId}&${range}`)
    expect(res.status).toBe(400)
    const body = await json<{ issues: { path: string[] }[] }>(res)
    expect(body.issues.map((i) => i.path.join('.'))).toContain(field)
  })

  it('accepts exactly 31 days', async () => {
    const s = await bookableStylist(sql, deps)
    const res = await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-03&to=2026-04-02`)
    expect(res.status).toBe(200)
    expect((await json<SlotsResponse>(res)).days).toHaveLength(31)
  })

  it("refuses another stylist's service with a 400 naming serviceId, and an unlisted stylist with a 404", async () => {
    const a = await bookableStylist(sql, deps)
    const b = await bookableStylist(sql, deps)
    const res = await slots(a.stylistId, `serviceId=${b.serviceId}&from=2026-03-03&to=2026-03-04`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: bookingMessages.serviceNotOffered,
      issues: [{ path: ['serviceId'] }],
    })
    const lapsed = await bookableStylist(sql, deps, { active: false })
    expect((await slots(lapsed.stylistId, `serviceId=${lapsed.serviceId}&from=2026-03-03&to=2026-03-04`)).status).toBe(
      404,
    )
  })

  it('offers no slot while bookings are off, and says so in /booking', async () => {
    const s = await bookableStylist(sql, deps, { settings: { acceptsBookings: false, policy: 'Be on time.' } })
    const body = await json<SlotsResponse>(
      await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-03&to=2026-03-04`),
    )
    expect(body.days).toEqual([
      { date: '2026-03-03', slots: [] },
      { date: '2026-03-04', slots: [] },
    ])
    const info = await json<StylistBookingInfo>(await app.request(`/api/stylists/${s.stylistId}/booking`))
    expect(info).toEqual({
      stylistId: s.stylistId,
      acceptsBookings: false,
      timeZone: 'America/New_York',
      policy: {
        confirmation: 'instant',
        minNoticeHours: 2,
        horizonDays: 60,
        cancellationWindowHours: 24,
        policy: 'Be on time.',
      },
    })
  })

  it('expands hours in the zone across the spring-forward night: New York 13:00-18:00 on 2026-03-08 is 17:00Z-22:00Z', async () => {
    const s = await bookableStylist(sql, deps, { hours: [[0, '13:00', '18:00']] })
    const body = await json<SlotsResponse>(
      await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-01&to=2026-03-08`),
    )
    const [lastSunday] = body.days.filter((d) => d.date === '2026-03-01')
    expect(lastSunday.slots).toEqual([]) // before now
    const [dstSunday] = body.days.filter((d) => d.date === '2026-03-08')
    expect(dstSunday.slots[0].startsAt).toBe('2026-03-08T17:00:00.000Z')
    expect(dstSunday.slots.at(-1)?.endsAt).toBe('2026-03-08T22:00:00.000Z')
    const client = await signedInUser(sql, deps)
    const res = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-08T17:00:00Z',
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ startsAt: '2026-03-08T17:00:00.000Z', timeZone: 'America/New_York' })
    // 17:15 EDT (21:15Z) would end after closing at 18:00 EDT.
    const outside = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-08T21:15:00Z',
    })
    expect(outside.status).toBe(400)
    expect(await outside.json()).toMatchObject({ message: bookingMessages.outsideHours })
  })

  it('keeps a stylist in America/Phoenix on MST through the DST date (09:00 is 16:00Z on both sides)', async () => {
    const s = await bookableStylist(sql, deps, {
      timeZone: 'America/Phoenix',
      hours: [
        [0, '09:00', '10:00'],
        [1, '09:00', '10:00'],
      ],
    })
    const body = await json<SlotsResponse>(
      await slots(s.stylistId, `serviceId=${s.serviceId}&from=2026-03-08&to=2026-03-09`),
    )
    expect(body.timeZone).toBe('America/Phoenix')
    expect(body.days.map((d) => d.slots.map((x) => x.startsAt))).toEqual([
      ['2026-03-08T16:00:00.000Z'],
      ['2026-03-09T16:00:00.000Z'],
    ])
    const client = await signedInUser(sql, deps)
    const res = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-09T16:00:00Z',
    })
    expect(res.status).toBe(201)
  })
})

describe('POST /api/appointments', () => {
  it('books a slot at once: the service copied (duration on the grid), the buffer held, the history written', async () => {
    const s = await bookableStylist(sql, deps, { durations: [50], settings: { bufferMinutes: 10 } })
    const client = await signedInUser(sql, deps)
    const res = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: WED_10,
      notes: ' Short layers ',
    })
    expect(res.status).toBe(201)
    const a = await json(res)
    expect(a).toMatchObject({
      status: 'confirmed',
      startsAt: WED_10,
      endsAt: '2026-03-04T16:00:00.000Z',
      service: { id: s.serviceId, name: 'Service 1 (50 min)', price: 45, durationMinutes: 60 },
      stylist: { id: s.stylistId, name: 'Test Stylist', city: 'Austin' },
      client: null,
      notes: 'Short layers',
      sequence: 0,
      actions: { cancel: true, reschedule: true, accept: false, decline: false, complete: false, noShow: false },
    })
    // The copy stays when the service changes later.
    await sql`update public.services set name = 'Renamed', price_cents = 9900 where id = ${s.serviceId}`
    const [row] = await sql`select price_cents, blocked_until, status from public.appointments where id = ${a.id}`
    expect(row).toEqual({ price_cents: 4500, blocked_until: new Date('2026-03-04T16:10:00Z'), status: 'confirmed' })
    const events =
      await sql`select actor_id, action, from_status, to_status from public.appointment_events where appointment_id = ${a.id}`
    expect(events).toEqual([{ actor_id: client.id, action: 'booked', from_status: null, to_status: 'confirmed' }])
  })

  it('makes a request when the stylist confirms by hand', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const client = await signedInUser(sql, deps)
    const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ status: 'requested' })
  })

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a start off the grid', { startsAt: '2026-03-04T15:05:00Z' }, 'startsAt', bookingMessages.notOnGrid],
    ['a start in the past', { startsAt: '2026-03-02T14:00:00Z' }, 'startsAt', bookingMessages.inPast],
    ['a start inside the notice', { startsAt: '2026-03-02T16:00:00Z' }, 'startsAt', bookingMessages.insideNotice],
    ['a start past the horizon', { startsAt: '2026-05-04T14:00:00Z' }, 'startsAt', bookingMessages.pastHorizon],
    ['a start outside the hours', { startsAt: '2026-03-04T23:00:00Z' }, 'startsAt', bookingMessages.outsideHours],
    ['a start that ends after closing', { startsAt: '2026-03-04T21:30:00Z' }, 'startsAt', bookingMessages.outsideHours],
    ['a start in time off', { startsAt: '2026-03-05T15:00:00Z' }, 'startsAt', bookingMessages.inTimeOff],
    ['a start that is not an instant', { startsAt: '2026-03-04 10:00' }, 'startsAt', ''],
    ['a start without an offset', { startsAt: '2026-03-04T10:00:00' }, 'startsAt', ''],
    ['a service the stylist does not offer', { serviceId: -1 }, 'serviceId', bookingMessages.serviceNotOffered],
    ['no service', { serviceId: undefined }, 'serviceId', ''],
    ['notes too long', { notes: 'x'.repeat(501) }, 'notes', ''],
  ]
  it.each(refusals)('refuses %s with a 400 naming the field, writing nothing', async (_, change, field, message) => {
    const s = await bookableStylist(sql, deps)
    const other = await bookableStylist(sql, deps)
    await sql`insert into public.time_off (stylist_id, starts_on, ends_on) values (${s.stylistId}, '2026-03-05', '2026-03-05')`
    const client = await signedInUser(sql, deps)
    const input = {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: WED_10,
      ...change,
      ...(change.serviceId === -1 ? { serviceId: other.serviceId } : {}),
    }
    const res = await bookAs(app, client, input as never)
    expect(res.status).toBe(400)
    const body = await json<{ message: string; issues: { path: string[] }[] }>(res)
    expect(body.issues.map((i) => i.path.join('.'))).toContain(field)
    if (message) expect(body.message).toBe(message)
    expect(await appointmentCount(sql, s.stylistId)).toBe(0)
    const [events] = await sql`select count(*)::int as n from public.appointment_events e
      join public.appointments a on a.id = e.appointment_id where a.client_id = ${client.id}`
    expect(events.n).toBe(0)
  })

  it("refuses one's own profile (403), bookings off (409), an unlisted stylist (404) and no sign-in (401)", async () => {
    const s = await bookableStylist(sql, deps)
    const own = await bookAs(app, s.owner, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 })
    expect(own.status).toBe(403)
    expect(await own.json()).toEqual({ message: bookingMessages.ownProfile })
    const off = await bookableStylist(sql, deps, { settings: { acceptsBookings: false } })
    const client = await signedInUser(sql, deps)
    const refused = await bookAs(app, client, { stylistId: off.stylistId, serviceId: off.serviceId, startsAt: WED_10 })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: bookingMessages.notBookable })
    const unlisted = await bookableStylist(sql, deps, { active: false })
    const hidden = await bookAs(app, client, {
      stylistId: unlisted.stylistId,
      serviceId: unlisted.serviceId,
      startsAt: WED_10,
    })
    expect(hidden.status).toBe(404)
    const anonymous = await bookAs(
      app,
      { headers: {} },
      { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 },
    )
    expect(anonymous.status).toBe(401)
    for (const id of [s.stylistId, off.stylistId, unlisted.stylistId]) expect(await appointmentCount(sql, id)).toBe(0)
  })

  it('stops new bookings when the subscription lapses and keeps the existing ones', async () => {
    const s = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 0 } })
    const client = await signedInUser(sql, deps)
    const booked = await json(
      await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 }),
    )
    await sql`update public.subscriptions set status = 'canceled' where user_id = ${s.owner.id}`
    const later = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-04T18:00:00Z',
    })
    expect(later.status).toBe(404)
    expect(await appointmentCount(sql, s.stylistId)).toBe(1)
    const info = await app.request(`/api/stylists/${s.stylistId}/booking`)
    expect(info.status).toBe(404)
    // The booking stays, with its stylist's details, for both sides; the client may still cancel it.
    const mine = await call(app, 'GET', `/appointments/${booked.id}`, client.headers)
    expect(await mine.json()).toMatchObject({
      status: 'confirmed',
      stylist: { name: 'Test Stylist', phone: '5125550100' },
    })
    const agenda = await json<{ total: number }>(await call(app, 'GET', '/dashboard/appointments', s.owner.headers))
    expect(agenda.total).toBe(1)
    const cancelled = await call(app, 'POST', `/appointments/${booked.id}/cancel`, client.headers, { reason: 'Moving' })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled_by_client', cancelReason: 'Moving' })
  })

  it('replays a booking with the same Idempotency-Key: the same appointment, nothing new written', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const input = { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 }
    const first = await bookAs(app, client, input, 'key-1')
    expect(first.status).toBe(201)
    const again = await bookAs(app, client, input, 'key-1')
    expect(again.status).toBe(200)
    expect((await json(again)).id).toBe((await json(first)).id)
    // Concurrent replays of a new key: one booking between them.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => bookAs(app, client, { ...input, startsAt: '2026-03-04T19:00:00Z' }, 'key-2')),
    )
    const ids = new Set(await Promise.all(results.map(async (r) => (await json(r)).id)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(ids.size).toBe(1)
    expect(await appointmentCount(sql, s.stylistId)).toBe(2)
    // A key is the client's own: another client's same key books nothing of theirs.
    const other = await signedInUser(sql, deps)
    const taken = await bookAs(app, other, input, 'key-1')
    expect(taken.status).toBe(409)
    const [events] = await sql`select count(*)::int as n from public.appointment_events e
      join public.appointments a on a.id = e.appointment_id where a.stylist_id = ${s.stylistId}`
    expect(events.n).toBe(2)
  })

  it('answers 422 to an Idempotency-Key replayed with another body, and the first booking to the same body in any key order', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const input = { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10, notes: 'Curly' }
    const first = await bookAs(app, client, input, 'key-body')
    expect(first.status).toBe(201)
    const moved = await bookAs(app, client, { ...input, startsAt: '2026-03-04T19:00:00Z' }, 'key-body')
    expect(moved.status).toBe(422)
    expect(await moved.json()).toMatchObject({ message: keyReusedMessage })
    const renoted = await bookAs(app, client, { ...input, notes: 'Straight' }, 'key-body')
    expect(renoted.status).toBe(422)
    // The same body, its keys in another order: the same request, the first booking.
    const reordered = await call(
      app,
      'POST',
      '/appointments',
      { ...client.headers, 'idempotency-key': 'key-body' },
      {
        notes: 'Curly',
        startsAt: WED_10,
        serviceId: s.serviceId,
        stylistId: s.stylistId,
      },
    )
    expect(reordered.status).toBe(200)
    expect((await json(reordered)).id).toBe((await json(first)).id)
    expect(await appointmentCount(sql, s.stylistId)).toBe(1)
  })

  it('refuses a bad Idempotency-Key with a 400 naming it', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const res = await bookAs(
      app,
      client,
      { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 },
      'k'.repeat(201),
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('idempotency-key')
    expect(await appointmentCount(sql, s.stylistId)).toBe(0)
  })

  it('books back to back, and refuses a booking into the buffer with a 409 and fresh slots', async () => {
    const s = await bookableStylist(sql, deps, { settings: { bufferMinutes: 15 }, hours: [[3, '09:00', '13:00']] })
    const [a, b] = [await signedInUser(sql, deps), await signedInUser(sql, deps)]
    expect((await bookAs(app, a, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: WED_10 })).status).toBe(
      201,
    )
    // 10:00-11:00 holds until 11:15: 11:00 falls in the buffer.
    const intoBuffer = await bookAs(app, b, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-04T16:00:00Z',
    })
    expect(intoBuffer.status).toBe(409)
    expect(await intoBuffer.json()).toEqual({
      message: bookingMessages.slotTaken,
      slots: [
        { startsAt: '2026-03-04T16:15:00.000Z', endsAt: '2026-03-04T17:15:00.000Z' },
        { startsAt: '2026-03-04T16:30:00.000Z', endsAt: '2026-03-04T17:30:00.000Z' },
        { startsAt: '2026-03-04T16:45:00.000Z', endsAt: '2026-03-04T17:45:00.000Z' },
        { startsAt: '2026-03-04T17:00:00.000Z', endsAt: '2026-03-04T18:00:00.000Z' },
      ],
    })
    // Back to back with the buffer: 11:15 is free.
    expect(
      (await bookAs(app, b, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T16:15:00Z' }))
        .status,
    ).toBe(201)
    const c = await bookableStylist(sql, deps)
    expect((await bookAs(app, a, { stylistId: c.stylistId, serviceId: c.serviceId, startsAt: WED_10 })).status).toBe(
      201,
    )
    expect(
      (await bookAs(app, b, { stylistId: c.stylistId, serviceId: c.serviceId, startsAt: '2026-03-04T16:00:00Z' }))
        .status,
    ).toBe(201)
    expect(
      (await bookAs(app, b, { stylistId: c.stylistId, serviceId: c.serviceId, startsAt: '2026-03-04T14:00:00Z' }))
        .status,
    ).toBe(201)
  })

  it('refuses at the database an overlap of one minute and a booking into a buffer (the guard, not the slot list)', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await createUser(sql)
    const insert = (startsAt: string, minutes: number, bufferMinutes = 0) => {
      const start = new Date(startsAt)
      const end = new Date(start.getTime() + minutes * 60_000)
      // In a transaction: a statement failing outside one can desynchronise PGlite (db/embedded.ts).
      return sql.begin(
        (tx) => tx`insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes,
          starts_at, ends_at, blocked_until, time_zone, status)
        values (${s.stylistId}, ${client.id}, 'Cut', 4500, ${minutes}, ${start}, ${end},
          ${new Date(end.getTime() + bufferMinutes * 60_000)}, 'America/New_York', 'confirmed')`,
      )
    }
    await insert('2026-03-04T15:00:00Z', 60, 15)
    await expect(insert('2026-03-04T14:01:00Z', 60)).rejects.toMatchObject({ code: '23P01' })
    await expect(insert('2026-03-04T16:14:00Z', 15)).rejects.toMatchObject({ code: '23P01' })
    await insert('2026-03-04T16:15:00Z', 15)
    await insert('2026-03-04T14:00:00Z', 60)
  })
})
