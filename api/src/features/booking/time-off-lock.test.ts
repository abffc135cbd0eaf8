import { beforeEach, describe, expect, inject, it } from 'vitest'
import { bookingMessages, type TimeOffAdded } from '@marketplace/domain/contract/booking.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const until = async (check: () => Promise<boolean>) => {
  const end = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('time off and a booking at the same moment', () => {
  it('never lets both in: the booking waits for the time off and is refused as away', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const away = { startsOn: '2026-03-04', endsOn: '2026-03-04' }
    const slot = { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T15:00:00Z' }
    let timeOff: Promise<Response>
    let booking: Promise<Response>
    if (inject('databaseKind') === 'postgres') {
      // The time off is held just before its insert (the test holds the table), so the booking
      // runs while the time off is being written: the moment the two used to pass each other.
      await sql.begin(async (tx) => {
        await tx`lock table public.time_off in share mode`
        timeOff = call(app, 'POST', '/dashboard/time-off', s.owner.headers, away)
        await until(async () => {
          const [w] =
            await tx`select count(*)::int as n from pg_locks where not granted and relation = 'public.time_off'::regclass`
          return w.n > 0
        })
        let settled = false
        booking = bookAs(app, client, slot).finally(() => (settled = true))
        // The booking either finishes (nothing holds it back) or waits on the stylist's lock.
        await until(async () => {
          const [w] = await tx`select count(*)::int as n from pg_locks where not granted and locktype = 'advisory'`
          return settled || w.n > 0
        })
      })
    } else {
      // PGlite has one connection: the two run in turn, and the same must hold.
      timeOff = call(app, 'POST', '/dashboard/time-off', s.owner.headers, away)
      booking = bookAs(app, client, slot)
    }
    const [off, booked] = await Promise.all([timeOff!, booking!])
    expect(off.status).toBe(201)
    expect(booked.status).toBe(400)
    expect(await booked.json()).toMatchObject({ message: bookingMessages.inTimeOff })
    const [{ n }] = await sql`select count(*)::int as n from public.appointments where stylist_id = ${s.stylistId}`
    expect(n).toBe(0)
  }, 60_000)
})

describe('POST /dashboard/time-off over appointments', () => {
  it('adds it and lists the live appointments it overlaps, in the stylist zone', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const at = async (startsAt: string) => {
      const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
      expect(res.status).toBe(201)
      return (await json<{ id: number }>(res)).id
    }
    // The cancelled one first: a client holds at most three live bookings with one stylist.
    const cancelled = await at('2026-03-05T14:00:00Z')
    await sql`update public.appointments set status = 'cancelled_by_client' where id = ${cancelled}`
    const wednesday10 = await at('2026-03-04T15:00:00Z')
    const wednesday13 = await at('2026-03-04T18:00:00Z')
    const thursday16 = await at('2026-03-05T21:00:00Z')

    const part = await json<TimeOffAdded>(
      await call(app, 'POST', '/dashboard/time-off', s.owner.headers, {
        startsOn: '2026-03-04',
        endsOn: '2026-03-04',
        fromTime: '10:30',
        toTime: '13:00',
      }),
    )
    // 10:00-11:00 overlaps 10:30-13:00; 13:00-14:00 only touches it.
    expect(part.overlapping).toEqual([
      {
        id: wednesday10,
        serviceName: 'Service 1 (60 min)',
        status: 'confirmed',
        localStart: '2026-03-04 10:00',
        localEnd: '2026-03-04 11:00',
      },
    ])
    const days = await json<TimeOffAdded>(
      await call(app, 'POST', '/dashboard/time-off', s.owner.headers, { startsOn: '2026-03-05', endsOn: '2026-03-06' }),
    )
    // Thursday 16:00 New York is 21:00 UTC; the cancelled one is not listed.
    expect(days.overlapping.map((a) => [a.id, a.localStart])).toEqual([[thursday16, '2026-03-05 16:00']])
    expect(wednesday13).toBeTypeOf('number')
    const none = await json<TimeOffAdded>(
      await call(app, 'POST', '/dashboard/time-off', s.owner.headers, { startsOn: '2026-03-09', endsOn: '2026-03-09' }),
    )
    expect(none.overlapping).toEqual([])
  })
})
