import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CalendarSettings, CalendarSource, Schedule } from '@marketplace/domain/contract/calendar.ts'
import { createApp } from '../../app.ts'
import { RateLimiter } from '../../lib/rate-limit.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { calendarFetcher } from './calendar-fetcher.ts'
import { runCalendarSync } from './calendar-sync.ts'

// The stylist's schedule for the day and week grids (issue 39, point 5), and "Sync now" on an
// outside calendar. The week of NOW (Monday 2 March 2026, New York) ends on the spring-forward
// Sunday, so its last day's hours are an hour earlier in UTC.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const MINUTE = 60_000
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE)

async function addBusy(stylistId: number, label: string, intervals: [string, string][]) {
  const [source] = await sql<{ id: number }[]>`
    insert into public.calendar_sources (stylist_id, url, label)
    values (${stylistId}, ${`https://calendar.test/${randomUUID()}.ics`}, ${label}) returning id::int as id`
  for (const [startsAt, endsAt] of intervals)
    await sql`insert into public.calendar_busy (source_id, stylist_id, starts_at, ends_at)
              values (${source.id}, ${stylistId}, ${startsAt}, ${endsAt})`
}

describe('GET /api/dashboard/schedule', () => {
  it("answers a week's hours, appointments, time off and outside busy time as instants of the stylist's zone", async () => {
    const s = await bookableStylist(sql, deps)
    const other = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const booked = await json(
      await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T16:00:00Z' }),
    )
    // Outside the week, and another stylist's in it: neither is in the answer.
    await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-10T15:00:00Z' })
    await bookAs(app, client, {
      stylistId: other.stylistId,
      serviceId: other.serviceId,
      startsAt: '2026-03-04T16:00:00Z',
    })
    for (const body of [
      { startsOn: '2026-03-05', endsOn: '2026-03-05', note: 'Training' },
      { startsOn: '2026-03-06', endsOn: '2026-03-06', fromTime: '12:00', toTime: '13:00' },
    ])
      expect((await call(app, 'POST', '/dashboard/time-off', s.owner.headers, body)).status).toBe(201)
    await addBusy(s.stylistId, 'Personal', [
      ['2026-03-03T19:30:00Z', '2026-03-03T20:30:00Z'],
      ['2026-03-20T19:30:00Z', '2026-03-20T20:30:00Z'],
    ])
    await addBusy(other.stylistId, 'Theirs', [['2026-03-03T15:00:00Z', '2026-03-03T16:00:00Z']])

    const res = await call(app, 'GET', '/dashboard/schedule?from=2026-03-02&to=2026-03-08', s.owner.headers)
    expect(res.status).toBe(200)
    const schedule = await json<Schedule>(res)
    expect(schedule.timeZone).toBe('America/New_York')
    expect(schedule.days.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ])
    // 09:00-17:00 local: EST (UTC-5) through Saturday, EDT (UTC-4) on the Sunday of the change.
    expect(schedule.days[0].open).toEqual([
      { startsAt: '2026-03-02T14:00:00.000Z', endsAt: '2026-03-02T22:00:00.000Z' },
    ])
    expect(schedule.days[6].open).toEqual([
      { startsAt: '2026-03-08T13:00:00.000Z', endsAt: '2026-03-08T21:00:00.000Z' },
    ])

    expect(schedule.appointments.map((a) => a.id)).toEqual([booked.id])
    expect(schedule.appointments[0]).toMatchObject({
      startsAt: '2026-03-04T16:00:00.000Z',
      endsAt: '2026-03-04T17:00:00.000Z',
      status: 'confirmed',
      client: { email: client.email },
      actions: { cancel: true, reschedule: true },
    })
    expect(schedule.timeOff.map(({ id: _, ...t }) => t)).toEqual([
      { startsAt: '2026-03-05T05:00:00.000Z', endsAt: '2026-03-06T05:00:00.000Z', allDay: true, note: 'Training' },
      { startsAt: '2026-03-06T17:00:00.000Z', endsAt: '2026-03-06T18:00:00.000Z', allDay: false, note: '' },
    ])
    expect(schedule.busy).toEqual([
      { startsAt: '2026-03-03T19:30:00.000Z', endsAt: '2026-03-03T20:30:00.000Z', calendar: 'Personal' },
    ])
  })

  it('a day is its local midnight to the next: the 23-hour day of spring forward ends at its own', async () => {
    const allDay: [number, string, string][] = [
      [0, '00:00', '23:45'],
      [1, '00:00', '23:45'],
    ]
    const s = await bookableStylist(sql, deps, { hours: allDay, durations: [30] })
    const client = await signedInUser(sql, deps)
    const book = async (startsAt: string) =>
      json(await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt }))
    // Sunday 8 March 2026, 23:00 EDT (03:00 UTC on the 9th), and Monday at 00:15 EDT (04:15 UTC):
    // 24 hours from Sunday's midnight (05:00 UTC) would wrongly take in Monday's too.
    const sunday = await book('2026-03-09T03:00:00Z')
    const monday = await book('2026-03-09T04:15:00Z')
    const ask = async (date: string) =>
      json<Schedule>(await call(app, 'GET', `/dashboard/schedule?from=${date}&to=${date}`, s.owner.headers))
    const first = await ask('2026-03-08')
    expect(first.appointments.map((a) => a.id)).toEqual([sunday.id])
    expect(first.days[0].open).toEqual([{ startsAt: '2026-03-08T05:00:00.000Z', endsAt: '2026-03-09T03:45:00.000Z' }])
    const second = await ask('2026-03-09')
    expect(second.appointments.map((a) => a.id)).toEqual([monday.id])
  })

  it('refuses bad ranges naming the field, and answers only a stylist', async () => {
    const s = await bookableStylist(sql, deps)
    for (const [query, field] of [
      ['from=2026-03-02', 'to'],
      ['from=2026-02-30&to=2026-03-02', 'from'],
      ['from=2026-03-08&to=2026-03-02', 'to'],
      ['from=2026-03-01&to=2026-03-15', 'to'],
      ['from=tomorrow&to=2026-03-02', 'from'],
    ]) {
      const res = await call(app, 'GET', `/dashboard/schedule?${query}`, s.owner.headers)
      expect(res.status, query).toBe(400)
      const body = await json<{ issues: { path: string[] }[] }>(res)
      expect(
        body.issues.map((i) => i.path[0]),
        query,
      ).toContain(field)
    }
    const ok = '/dashboard/schedule?from=2026-03-02&to=2026-03-08'
    expect((await call(app, 'GET', ok, {})).status).toBe(401)
    const client = await signedInUser(sql, deps)
    expect((await call(app, 'GET', ok, client.headers)).status).toBe(404)
  })
})

describe('POST /api/dashboard/calendar/sources/:id/sync', () => {
  async function sampleSource(owner: { headers: Record<string, string> }): Promise<CalendarSource> {
    const settings = await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', owner.headers))
    const res = await call(app, 'POST', '/dashboard/calendar/sources', owner.headers, { url: settings.sampleUrl })
    expect(res.status).toBe(201)
    return json<CalendarSource>(res)
  }
  const fetcher = calendarFetcher(deps.env, {}, () => NOW)

  it("makes the calendar due at the sync's next run, not before its turn otherwise", async () => {
    const s = await bookableStylist(sql, deps)
    const source = await sampleSource(s.owner)
    expect(await runCalendarSync(sql, fetcher, NOW, { only: [s.stylistId] })).toBe(1)
    // Two minutes on, it is not due (every 15 minutes) ...
    expect(await runCalendarSync(sql, fetcher, later(2), { only: [s.stylistId] })).toBe(0)
    // ... until the stylist asks.
    clock.at = later(2)
    const res = await call(app, 'POST', `/dashboard/calendar/sources/${source.id}/sync`, s.owner.headers)
    expect(res.status).toBe(202)
    expect(await json<CalendarSource>(res)).toMatchObject({ id: source.id, lastSyncedAt: NOW.toISOString() })
    expect(await runCalendarSync(sql, fetcher, later(2), { only: [s.stylistId] })).toBe(1)
    const [after] = (await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers)))
      .sources
    expect(after.lastSyncedAt).toBe(later(2).toISOString())

    // Asked again within the minute of that run: the fresh result stands.
    clock.at = later(2.5)
    expect((await call(app, 'POST', `/dashboard/calendar/sources/${source.id}/sync`, s.owner.headers)).status).toBe(202)
    expect(await runCalendarSync(sql, fetcher, later(2.5), { only: [s.stylistId] })).toBe(0)
  })

  it("is the owner's only, and limited per calendar", async () => {
    const s = await bookableStylist(sql, deps)
    const other = await bookableStylist(sql, deps)
    const source = await sampleSource(s.owner)
    const path = `/dashboard/calendar/sources/${source.id}/sync`
    await runCalendarSync(sql, fetcher, NOW, { only: [s.stylistId] })
    clock.at = later(2)
    expect((await call(app, 'POST', path, other.owner.headers)).status).toBe(404)
    // Another stylist's press changed nothing of it: not due before its turn.
    expect(await runCalendarSync(sql, fetcher, later(2), { only: [s.stylistId] })).toBe(0)
    expect((await call(app, 'POST', path, {})).status).toBe(401)
    expect((await call(app, 'POST', '/dashboard/calendar/sources/0/sync', s.owner.headers)).status).toBe(400)

    // The production allowance (factor 1): six presses an hour per calendar, then 429.
    const strict = createApp({ ...deps, limiter: new RateLimiter(sql, { namespace: randomUUID() }) })
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await call(strict, 'POST', path, s.owner.headers)).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429])
  })
})
