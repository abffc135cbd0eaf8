import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingMessages, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import type { CalendarSettings, CalendarSource } from '@marketplace/domain/contract/calendar.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { calendarFetcher } from './calendar-fetcher.ts'
import { runCalendarSync, SYNC_EVERY_MS } from './calendar-sync.ts'

// Outside calendars end to end (issue 39, point 2): a stylist adds an address; the sync fetches it
// from a local HTTP server playing the calendar provider (its name resolves through an injected
// resolver, and only that server's one address is let through the address rule); the busy time
// blocks exactly its slots, in the slot list, a booking's check and search's next open slot.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

// Wednesday 4 March 2026, 11:00-12:30 in New York (16:00-17:30 UTC).
const BUSY = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Provider//EN',
  'BEGIN:VEVENT',
  'UID:dentist@provider.test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=America/New_York:20260304T110000',
  'DTEND;TZID=America/New_York:20260304T123000',
  'SUMMARY:Dentist',
  'END:VEVENT',
  // Monday 2 March, from noon to closing: today's remaining hours.
  'BEGIN:VEVENT',
  'UID:afternoon@provider.test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20260302T170000Z',
  'DTEND:20260302T220000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

let server: Server
let base = ''
const seen: { path: string; ifNoneMatch: string | null }[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', ifNoneMatch: (req.headers['if-none-match'] as string | undefined) ?? null })
    if (req.url === '/gone.ics') return res.writeHead(404).end()
    if (req.headers['if-none-match'] === '"busy-1"') return res.writeHead(304, { etag: '"busy-1"' }).end()
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"busy-1"' }).end(BUSY)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://provider.test:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const fetcher = calendarFetcher(deps.env, {
  httpsOnly: false,
  resolve: async (host) => [{ address: host === 'provider.test' ? '127.0.0.1' : '10.0.0.7', family: 4 }],
  allowAddress: (address) => address === '127.0.0.1',
})

async function slotTimes(stylistId: number, serviceId: number, date: string): Promise<string[]> {
  const res = await call(app, 'GET', `/stylists/${stylistId}/slots?serviceId=${serviceId}&from=${date}&to=${date}`, {})
  const body = await json<SlotsResponse>(res)
  return body.days[0].slots.map((s) => s.startsAt.slice(11, 16))
}

async function addSource(headers: Record<string, string>, url: string): Promise<CalendarSource> {
  const res = await call(app, 'POST', '/dashboard/calendar/sources', headers, { url })
  expect(res.status).toBe(201)
  return json<CalendarSource>(res)
}

describe('outside calendars', () => {
  it('a busy interval blocks exactly its slots, in the list, a booking and the next open slot', async () => {
    const s = await bookableStylist(sql, deps)
    const before = await slotTimes(s.stylistId, s.serviceId, '2026-03-04')
    await addSource(s.owner.headers, `${base}/busy.ics`)
    expect(await runCalendarSync(sql, fetcher, NOW, { only: [s.stylistId] })).toBe(1)

    const after = await slotTimes(s.stylistId, s.serviceId, '2026-03-04')
    // A 60-minute service overlaps 16:00-17:30 UTC when it starts after 15:00 and before 17:30.
    const blocked = ['15:15', '15:30', '15:45', '16:00', '16:15', '16:30', '16:45', '17:00', '17:15']
    expect(before.filter((t) => !after.includes(t))).toEqual(blocked)
    expect(after).toEqual(before.filter((t) => !blocked.includes(t)))

    const client = await signedInUser(sql, deps)
    const refused = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-04T16:30:00Z',
    })
    expect(refused.status).toBe(400)
    expect((await json<{ message: string }>(refused)).message).toBe(bookingMessages.inTimeOff)
    const edge = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-04T17:30:00Z',
    })
    expect(edge.status).toBe(201)

    // Search's next open slot: today's afternoon is busy, so tomorrow at opening (09:00 EST).
    const [next] = await sql<{ at: Date | null }[]>`
      select next_available_at as at from public.stylist_next_open where stylist_id = ${s.stylistId}`
    expect(next.at?.toISOString()).toBe('2026-03-03T14:00:00.000Z')

    // Removing the calendar frees its time at once.
    const [source] = (await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers)))
      .sources
    expect(source).toMatchObject({ error: null, busyCount: 2, lastSyncedAt: NOW.toISOString() })
    expect(source.address).toBe(`${new URL(base).host}/…/busy.ics`)
    expect((await call(app, 'DELETE', `/dashboard/calendar/sources/${source.id}`, s.owner.headers)).status).toBe(204)
    // (The booking at 17:30 UTC holds 16:45-18:15 starts; the rest of the busy time is open again.)
    const freed = await slotTimes(s.stylistId, s.serviceId, '2026-03-04')
    expect(freed.filter((t) => t >= '15:00' && t < '17:30')).toEqual([
      '15:00',
      '15:15',
      '15:30',
      '15:45',
      '16:00',
      '16:15',
      '16:30',
    ])
  })

  it('asks conditionally, and a 304 keeps the busy time', async () => {
    const s = await bookableStylist(sql, deps)
    await addSource(s.owner.headers, `${base}/conditional.ics`)
    await runCalendarSync(sql, fetcher, NOW, { only: [s.stylistId] })
    const later = new Date(NOW.getTime() + SYNC_EVERY_MS + 60_000)
    expect(await runCalendarSync(sql, fetcher, later, { only: [s.stylistId] })).toBe(1)
    const asks = seen.filter((r) => r.path === '/conditional.ics')
    expect(asks.map((r) => r.ifNoneMatch)).toEqual([null, '"busy-1"'])
    const [source] = (await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers)))
      .sources
    expect(source).toMatchObject({ busyCount: 2, lastSyncedAt: later.toISOString(), error: null })
    // Not due again before its period.
    expect(await runCalendarSync(sql, fetcher, new Date(later.getTime() + 60_000), { only: [s.stylistId] })).toBe(0)
  })

  it('says in plain words why a calendar did not sync, and keeps the last good busy time', async () => {
    const s = await bookableStylist(sql, deps)
    await addSource(s.owner.headers, `${base}/gone.ics`)
    await addSource(s.owner.headers, 'http://intranet.test/calendar.ics')
    await runCalendarSync(sql, fetcher, NOW, { only: [s.stylistId] })
    const { sources } = await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers))
    expect(sources.map((x) => x.error)).toEqual([
      "The calendar's server says this address does not exist. The secret address may have been reset: copy it again.",
      'This address leads to a private network, not a public calendar. Use the address your calendar app gives.',
    ])
    expect(sources.every((x) => x.lastSyncedAt === null)).toBe(true)
    // The private address was refused before any connection: the provider saw only /gone.ics.
    expect(seen.some((r) => r.path === '/calendar.ics')).toBe(false)
  })

  it('refuses bad addresses naming the field, duplicates, and more than five', async () => {
    const s = await bookableStylist(sql, deps)
    for (const url of ['ftp://x.test/a.ics', 'javascript:alert(1)', 'https://user:pw@x.test/a.ics', '']) {
      const res = await call(app, 'POST', '/dashboard/calendar/sources', s.owner.headers, { url })
      expect(res.status, url).toBe(400)
      expect(JSON.stringify(await res.json()), url).toContain('"url"')
    }
    await addSource(s.owner.headers, 'webcal://calendar.test/1.ics')
    const again = await call(app, 'POST', '/dashboard/calendar/sources', s.owner.headers, {
      url: 'webcal://calendar.test/1.ics',
    })
    expect(again.status).toBe(400)
    for (const n of [2, 3, 4, 5]) await addSource(s.owner.headers, `https://calendar.test/${n}.ics`)
    const sixth = await call(app, 'POST', '/dashboard/calendar/sources', s.owner.headers, {
      url: 'https://calendar.test/6.ics',
    })
    expect(sixth.status).toBe(409)
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.calendar_sources where stylist_id = ${s.stylistId}`
    expect(n).toBe(5)
  })

  it('reads the embedded sample calendar in-process, never over loopback', async () => {
    const s = await bookableStylist(sql, deps)
    const settings = await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers))
    expect(settings.sampleUrl).toMatch(/\/api\/dev\/sample-calendar\.ics$/)
    await addSource(s.owner.headers, settings.sampleUrl!)
    // The real fetcher, with the real address rule: a fetch of a loopback address would be refused.
    await runCalendarSync(
      sql,
      calendarFetcher(deps.env, {}, () => NOW),
      NOW,
      { only: [s.stylistId] },
    )
    const [source] = (await json<CalendarSettings>(await call(app, 'GET', '/dashboard/calendar', s.owner.headers)))
      .sources
    expect(source.error).toBeNull()
    expect(source.busyCount).toBeGreaterThan(10)
    const served = await call(app, 'GET', '/dev/sample-calendar.ics', {})
    expect(served.headers.get('content-type')).toMatch(/^text\/calendar/)
  })
})
