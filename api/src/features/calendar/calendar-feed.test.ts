import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

// The private feeds (issue 39, point 1), read as a calendar app reads them: by the secret address
// alone, parsed with ical.js, kept by UID and replaced when SEQUENCE goes up.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api/, '')
const get = (url: string, headers: Record<string, string> = {}) => call(app, 'GET', pathOf(url), headers)

interface Held {
  sequence: number
  status: string
  start: number
  end: number
  summary: string
}

/** What a subscribed calendar keeps: one event per UID, replaced by a higher SEQUENCE. */
function subscribe(held: Map<string, Held>, text: string) {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[])
  expect(root.name).toBe('vcalendar')
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent)
    // Every zone a time names is defined in the file itself (RFC 5545 3.2.19).
    expect(event.startDate.zone?.tzid).toBe('America/New_York')
    expect(root.getFirstSubcomponent('vtimezone')).not.toBeNull()
    const next: Held = {
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      summary: event.summary,
    }
    const before = held.get(event.uid)
    if (!before || next.sequence > before.sequence) held.set(event.uid, next)
  }
  return root
}

async function bookedAppointment() {
  const s = await bookableStylist(sql, deps)
  const client = await signedInUser(sql, deps)
  const res = await bookAs(app, client, {
    stylistId: s.stylistId,
    serviceId: s.serviceId,
    startsAt: '2026-03-04T15:00:00Z',
  })
  expect(res.status).toBe(201)
  const appointment = await json(res)
  return { s, client, appointment }
}

describe('private calendar feeds', () => {
  it('a reschedule then a cancellation replace the subscriber’s event by UID and SEQUENCE', async () => {
    const { s, client, appointment } = await bookedAppointment()
    const made = await call(app, 'POST', '/dashboard/calendar/feed', s.owner.headers)
    expect(made.status).toBe(200)
    const { url } = await json<{ url: string }>(made)
    expect(url).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/)
    // The dashboard shows the same address again (made from the stored nonce, not a stored token).
    expect(await json(await call(app, 'GET', '/dashboard/calendar/feed', s.owner.headers))).toEqual({ url })

    const held = new Map<string, Held>()
    const first = await get(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(first.headers.get('cache-control')).toBe('private, max-age=300')
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    subscribe(held, await first.text())
    const uid = `appointment-${appointment.id}@localhost`
    expect(held.get(uid)).toMatchObject({ sequence: 0, status: 'CONFIRMED', start: Date.parse('2026-03-04T15:00:00Z') })

    // Polling the same version costs a 304.
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304)

    const moved = await call(app, 'POST', `/appointments/${appointment.id}/reschedule`, client.headers, {
      startsAt: '2026-03-05T16:00:00Z',
    })
    expect(moved.status).toBe(200)
    const second = await get(url, { 'if-none-match': etag })
    expect(second.status).toBe(200)
    subscribe(held, await second.text())
    expect(held.size).toBe(1)
    expect(held.get(uid)).toMatchObject({ sequence: 1, status: 'CONFIRMED', start: Date.parse('2026-03-05T16:00:00Z') })

    const cancelled = await call(app, 'POST', `/appointments/${appointment.id}/cancel`, s.owner.headers, {
      reason: 'Closed that day',
    })
    expect(cancelled.status).toBe(200)
    subscribe(held, await (await get(url)).text())
    expect(held.size).toBe(1)
    expect(held.get(uid)).toMatchObject({ sequence: 2, status: 'CANCELLED' })

    // The client's own feed holds the same event under the same UID.
    const mine = await json<{ url: string }>(await call(app, 'POST', '/me/calendar-feed', client.headers))
    const theirs = new Map<string, Held>()
    subscribe(theirs, await (await get(mine.url)).text())
    expect([...theirs.keys()]).toEqual([uid])
    expect(theirs.get(uid)?.summary).toContain('with ')
  })

  it('keeps only a hash: a regenerated or turned-off address answers 404', async () => {
    const { s } = await bookedAppointment()
    const { url } = await json<{ url: string }>(await call(app, 'POST', '/dashboard/calendar/feed', s.owner.headers))
    const token = /feeds\/([^.]+)\.ics$/.exec(url)![1]
    const rows = await sql<{ row: string }[]>`
      select row_to_json(f)::text as row from public.calendar_feeds f where user_id = ${s.owner.id}`
    expect(rows).toHaveLength(1)
    expect(rows[0].row).not.toContain(token)

    const renewed = await json<{ url: string }>(await call(app, 'POST', '/dashboard/calendar/feed', s.owner.headers))
    expect(renewed.url).not.toBe(url)
    expect((await get(url)).status).toBe(404)
    expect((await get(renewed.url)).status).toBe(200)

    expect((await call(app, 'DELETE', '/dashboard/calendar/feed', s.owner.headers)).status).toBe(204)
    expect((await get(renewed.url)).status).toBe(404)
    expect(await json(await call(app, 'GET', '/dashboard/calendar/feed', s.owner.headers))).toEqual({ url: null })
    // Malformed addresses are not looked up.
    expect((await call(app, 'GET', '/calendar/feeds/not-a-token.ics', {})).status).toBe(404)
  })

  it('keeps hostile names inside their values', async () => {
    const { s } = await bookedAppointment()
    // Rows written before names refused control characters (as the set-up role, past the API's checks).
    await sql`update public.stylists set salon_name = ${'Salon\r\nATTENDEE:mailto:evil@example.com'} where id = ${s.stylistId}`
    await sql`update public.appointments set service_name = ${'Cut;\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged, "x"'}
              where stylist_id = ${s.stylistId}`
    const { url } = await json<{ url: string }>(await call(app, 'POST', '/dashboard/calendar/feed', s.owner.headers))
    const text = await (await get(url)).text()
    const root = new ICAL.Component(ICAL.parse(text) as unknown[])
    const events = root.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    expect(events[0].getAllProperties('attendee')).toHaveLength(0)
    expect(String(events[0].getFirstPropertyValue('uid'))).toMatch(/^appointment-\d+@localhost$/)
    expect(String(events[0].getFirstPropertyValue('summary'))).toContain('END:VEVENT')
    expect(String(events[0].getFirstPropertyValue('location'))).toContain('ATTENDEE:mailto:evil@example.com')
  })

  it('is for users with a stylist profile only on the dashboard', async () => {
    const client = await signedInUser(sql, deps)
    expect((await call(app, 'POST', '/dashboard/calendar/feed', client.headers)).status).toBe(404)
    expect((await call(app, 'POST', '/me/calendar-feed', client.headers)).status).toBe(200)
    expect((await call(app, 'POST', '/me/calendar-feed', {})).status).toBe(401)
  })
})
