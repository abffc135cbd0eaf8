import { beforeEach, describe, expect, it } from 'vitest'
import { bookingMessages, type Appointment, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  appointmentCount,
  bookableStylist,
  bookAs,
  bookingTestApp,
  call,
  json,
  NOW,
  overlappingPairs,
} from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

// Concurrency: real on PostgreSQL (the app's pool has 12 connections), serial on PGlite (one
// connection); the same expectations hold on both.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

/** A small deterministic generator, so a failing mix can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

describe('booking under load', () => {
  it('lets exactly one of 20 concurrent bookings of one slot through; 19 get the 409 with fresh slots', async () => {
    const s = await bookableStylist(sql, deps, { hours: [[3, '09:00', '12:00']] })
    const clients = await Promise.all(Array.from({ length: 20 }, () => signedInUser(sql, deps)))
    const results = await Promise.all(
      clients.map((c) =>
        bookAs(app, c, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T15:00:00Z' }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    const refusals = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json()))
    for (const body of refusals) {
      // Nothing about the other booking: the message and the open slots, which skip 10:00-11:00.
      expect(Object.keys(body as object).sort()).toEqual(['message', 'slots'])
      expect(body).toMatchObject({ message: bookingMessages.slotTaken })
      const starts = (body as { slots: { startsAt: string }[] }).slots.map((x) => x.startsAt)
      expect(starts).toEqual(['2026-03-04T14:00:00.000Z', '2026-03-04T16:00:00.000Z'])
    }
    expect(await appointmentCount(sql, s.stylistId)).toBe(1)
  }, 120_000)

  it('treats overlapping slots of different lengths alike: one of them wins', async () => {
    const s = await bookableStylist(sql, deps, { durations: [30, 60, 90, 120] })
    const [m30, m60, m90, m120] = s.serviceIds
    // Every pair overlaps on 10:30-11:00 (New York, Wednesday).
    const attempts = [
      { serviceId: m90, startsAt: '2026-03-04T14:30:00Z' },
      { serviceId: m60, startsAt: '2026-03-04T15:00:00Z' },
      { serviceId: m30, startsAt: '2026-03-04T15:30:00Z' },
      { serviceId: m120, startsAt: '2026-03-04T14:00:00Z' },
      { serviceId: m60, startsAt: '2026-03-04T15:30:00Z' },
      { serviceId: m90, startsAt: '2026-03-04T15:15:00Z' },
    ]
    const clients = await Promise.all(attempts.map(() => signedInUser(sql, deps)))
    const results = await Promise.all(attempts.map((a, i) => bookAs(app, clients[i], { stylistId: s.stylistId, ...a })))
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(await overlappingPairs(sql, s.stylistId)).toEqual([])
  })

  it('moves a booking 15 minutes onto part of its own old time, holding the new range before freeing the old', async () => {
    const s = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 24 } })
    const client = await signedInUser(sql, deps)
    const booked = await json(
      await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T15:00:00Z' }),
    )
    const res = await call(app, 'POST', `/appointments/${booked.id}/reschedule`, client.headers, {
      startsAt: '2026-03-04T15:15:00Z',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      startsAt: '2026-03-04T15:15:00.000Z',
      endsAt: '2026-03-04T16:15:00.000Z',
      status: 'confirmed',
      sequence: 1,
    })
    const events = await sql`select action, from_starts_at, to_starts_at from public.appointment_events
      where appointment_id = ${booked.id} order by id`
    expect(events.map((e) => e.action)).toEqual(['booked', 'rescheduled'])
    expect(events[1]).toMatchObject({
      from_starts_at: new Date('2026-03-04T15:00:00Z'),
      to_starts_at: new Date('2026-03-04T15:15:00Z'),
    })
    // The old range is freed: 9:15-10:15 ends where the moved booking now starts.
    const other = await signedInUser(sql, deps)
    const before = await bookAs(app, other, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-04T14:15:00Z',
    })
    expect(before.status).toBe(201)
    // Moving onto another booking's time is a 409 with the day's slots (its own range not busy).
    const onto = await call(app, 'POST', `/appointments/${booked.id}/reschedule`, client.headers, {
      startsAt: '2026-03-04T14:30:00Z',
    })
    expect(onto.status).toBe(409)
    const body = await json<{ message: string; slots: { startsAt: string }[] }>(onto)
    expect(body.message).toBe(bookingMessages.slotTaken)
    expect(body.slots.map((x) => x.startsAt)).toContain('2026-03-04T16:00:00.000Z')
    expect(body.slots.map((x) => x.startsAt)).toContain('2026-03-04T15:15:00.000Z')
  })

  it('runs a random concurrent mix of bookings, requests, accepts, moves and cancellations without overlap', async () => {
    const instant = await bookableStylist(sql, deps, {
      durations: [30, 60, 90],
      settings: { cancellationWindowHours: 0, bufferMinutes: 15 },
    })
    const byRequest = await bookableStylist(sql, deps, {
      durations: [45, 60],
      settings: { confirmation: 'request', cancellationWindowHours: 0 },
    })
    const clients = await Promise.all(Array.from({ length: 8 }, () => signedInUser(sql, deps)))
    const next = random(19)
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]
    // Starts on Wednesday and Thursday between 9:00 and 15:00 New York time, on the grid.
    const start = () =>
      new Date(
        Date.parse(pick(['2026-03-04T14:00:00Z', '2026-03-05T14:00:00Z'])) + Math.floor(next() * 24) * 900_000,
      ).toISOString()
    const statuses: number[] = []
    for (let round = 0; round < 4; round++) {
      const [mine, theirs] = await Promise.all([
        Promise.all(
          clients.map((c) =>
            call(app, 'GET', '/me/appointments', c.headers).then((r) => json<{ appointments: Appointment[] }>(r)),
          ),
        ),
        call(app, 'GET', '/dashboard/appointments?status=requested', byRequest.owner.headers).then((r) =>
          json<{ appointments: Appointment[] }>(r),
        ),
      ])
      const operations = clients.flatMap((c, i) => {
        const s = pick([instant, byRequest])
        const ops = [() => bookAs(app, c, { stylistId: s.stylistId, serviceId: pick(s.serviceIds), startsAt: start() })]
        const own = mine[i].appointments
        if (own.length > 0) {
          const a = pick(own)
          ops.push(() => call(app, 'POST', `/appointments/${a.id}/reschedule`, c.headers, { startsAt: start() }))
          if (next() < 0.3)
            ops.push(() => call(app, 'POST', `/appointments/${a.id}/cancel`, c.headers, { reason: 'Random' }))
        }
        return ops
      })
      for (const request of theirs.appointments.slice(0, 3))
        operations.push(() =>
          call(
            app,
            'POST',
            `/appointments/${request.id}/${pick(['accept', 'decline', 'reschedule'])}`,
            byRequest.owner.headers,
            { startsAt: start() },
          ),
        )
      const results = await Promise.all(operations.map((op) => op()))
      statuses.push(...results.map((r) => r.status))
    }
    // Only answers the API documents: no 500 from a race.
    expect(statuses.filter((code) => ![200, 201, 400, 409].includes(code))).toEqual([])
    expect(statuses.filter((code) => code === 201).length).toBeGreaterThan(3)
    expect(await overlappingPairs(sql, instant.stylistId)).toEqual([])
    expect(await overlappingPairs(sql, byRequest.stylistId)).toEqual([])
    // Every change left its history: one event per sequence step of each appointment.
    const [{ bad }] = await sql`
      select count(*)::int as bad from public.appointments a
       where a.stylist_id in (${instant.stylistId}, ${byRequest.stylistId})
         and (select count(*) from public.appointment_events e where e.appointment_id = a.id) <> a.sequence + 1`
    expect(bad).toBe(0)
    const slots = await json<SlotsResponse>(
      await app.request(
        `/api/stylists/${instant.stylistId}/slots?serviceId=${instant.serviceIds[0]}&from=2026-03-04&to=2026-03-05`,
      ),
    )
    expect(slots.days).toHaveLength(2)
  }, 180_000)
})
