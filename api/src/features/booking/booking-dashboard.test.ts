import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  defaultBookingSettings,
  type BookingSettings,
  type SlotsResponse,
  type TimeOff,
} from '@marketplace/domain/contract/booking.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookAs, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

const settings: BookingSettings = {
  acceptsBookings: true,
  confirmation: 'request',
  minNoticeHours: 4,
  horizonDays: 30,
  bufferMinutes: 10,
  cancellationWindowHours: 12,
  policy: 'Please arrive with clean, dry hair.',
}

describe('booking settings (dashboard)', () => {
  it('shows the defaults (bookings off) until saved, then what was saved', async () => {
    const owner = await signedInUser(sql, deps)
    await createStylist(sql, owner.id)
    const first = await call(app, 'GET', '/dashboard/booking-settings', owner.headers)
    expect(await first.json()).toEqual(defaultBookingSettings)
    const saved = await call(app, 'PUT', '/dashboard/booking-settings', owner.headers, {
      ...settings,
      policy: '  Please arrive with clean, dry hair. ',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual(settings)
    const again = await call(app, 'PUT', '/dashboard/booking-settings', owner.headers, {
      ...settings,
      acceptsBookings: false,
    })
    expect(await again.json()).toMatchObject({ acceptsBookings: false })
    const [{ n }] = await sql`select count(*)::int as n from public.booking_settings b
      join public.stylists s on s.id = b.stylist_id where s.user_id = ${owner.id}`
    expect(n).toBe(1)
  })

  it.each([
    ['bufferMinutes', 7, 'Use a multiple of 5 minutes'],
    ['bufferMinutes', 125, 'Enter a whole number of minutes from 0 to 120'],
    ['minNoticeHours', -1, 'Enter a whole number of hours from 0 to 168'],
    ['minNoticeHours', 2.5, 'Enter a whole number of hours from 0 to 168'],
    ['horizonDays', 0, 'Enter a whole number of days from 1 to 365'],
    ['cancellationWindowHours', 'soon', 'Enter a whole number of hours from 0 to 168'],
    ['confirmation', 'maybe', undefined],
    ['policy', 'p'.repeat(1001), 'Keep the policy under 1,000 characters'],
  ])('refuses a bad %s (%j) with a 400 naming it, saving nothing', async (field, value, message) => {
    const owner = await signedInUser(sql, deps)
    await createStylist(sql, owner.id)
    const res = await call(app, 'PUT', '/dashboard/booking-settings', owner.headers, { ...settings, [field]: value })
    expect(res.status).toBe(400)
    const body = await json<{ message: string; issues: { path: string[] }[] }>(res)
    expect(body.issues[0].path).toEqual([field])
    if (message) expect(body.message).toBe(message)
    expect(await json(await call(app, 'GET', '/dashboard/booking-settings', owner.headers))).toEqual(
      defaultBookingSettings,
    )
  })

  it('answers 404 Profile required to a user without a profile', async () => {
    const client = await signedInUser(sql, deps)
    for (const [method, path, body] of [
      ['GET', '/dashboard/booking-settings', undefined],
      ['PUT', '/dashboard/booking-settings', settings],
      ['GET', '/dashboard/time-off', undefined],
      ['POST', '/dashboard/time-off', { startsOn: '2026-03-04', endsOn: '2026-03-04' }],
    ] as const) {
      const res = await call(app, method, path, client.headers, body)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Profile required' })
    }
  })
})

describe('time off (dashboard)', () => {
  it('adds whole days and part of a day, lists what has not ended, and the slots leave them out', async () => {
    const s = await bookableStylist(sql, deps, {
      hours: [
        [3, '09:00', '12:00'],
        [4, '09:00', '12:00'],
      ],
    })
    const day = await call(app, 'POST', '/dashboard/time-off', s.owner.headers, {
      startsOn: '2026-03-05',
      endsOn: '2026-03-05',
      note: ' Conference ',
    })
    expect(day.status).toBe(201)
    expect(await day.json()).toMatchObject({
      startsOn: '2026-03-05',
      endsOn: '2026-03-05',
      fromTime: null,
      note: 'Conference',
    })
    const part = await json<TimeOff>(
      await call(app, 'POST', '/dashboard/time-off', s.owner.headers, {
        startsOn: '2026-03-04',
        endsOn: '2026-03-04',
        fromTime: '10:00',
        toTime: '11:30',
      }),
    )
    expect(part).toMatchObject({ fromTime: '10:00', toTime: '11:30', note: '' })
    await sql`insert into public.time_off (stylist_id, starts_on, ends_on) values (${s.stylistId}, '2026-02-20', '2026-02-21')`
    const list = await json<TimeOff[]>(await call(app, 'GET', '/dashboard/time-off', s.owner.headers))
    expect(list.map((t) => [t.startsOn, t.fromTime])).toEqual([
      ['2026-03-04', '10:00'],
      ['2026-03-05', null],
    ])
    const slots = await json<SlotsResponse>(
      await app.request(`/api/stylists/${s.stylistId}/slots?serviceId=${s.serviceId}&from=2026-03-04&to=2026-03-05`),
    )
    // Wednesday 9:00-12:00 minus 10:00-11:30: only 9:00 fits an hour; Thursday is off.
    expect(slots.days.map((d) => d.slots.map((x) => x.startsAt))).toEqual([['2026-03-04T14:00:00.000Z'], []])
    // Visitors see when, not why.
    const client = await signedInUser(sql, deps)
    const off = await bookAs(app, client, {
      stylistId: s.stylistId,
      serviceId: s.serviceId,
      startsAt: '2026-03-05T14:00:00Z',
    })
    expect(JSON.stringify(await off.json())).not.toContain('Conference')

    const removed = await call(app, 'DELETE', `/dashboard/time-off/${part.id}`, s.owner.headers)
    expect(removed.status).toBe(204)
    expect((await call(app, 'DELETE', `/dashboard/time-off/${part.id}`, s.owner.headers)).status).toBe(404)
  })

  it.each([
    [{ startsOn: '2026-03-05', endsOn: '2026-03-04' }, 'endsOn'],
    [{ startsOn: '2026-02-30', endsOn: '2026-03-04' }, 'startsOn'],
    [{ startsOn: '2026-03-04', endsOn: '2027-03-06' }, 'endsOn'],
    [{ startsOn: '2026-03-04', endsOn: '2026-03-04', fromTime: '10:00' }, 'toTime'],
    [{ startsOn: '2026-03-04', endsOn: '2026-03-04', fromTime: '11:00', toTime: '10:00' }, 'toTime'],
    [{ startsOn: '2026-03-04', endsOn: '2026-03-05', fromTime: '10:00', toTime: '11:00' }, 'endsOn'],
    [{ startsOn: '2026-03-04', endsOn: '2026-03-04', fromTime: '25:00', toTime: '26:00' }, 'fromTime'],
  ])('refuses %j with a 400 naming %s, adding nothing', async (input, field) => {
    const s = await bookableStylist(sql, deps)
    const res = await call(app, 'POST', '/dashboard/time-off', s.owner.headers, input)
    expect(res.status).toBe(400)
    expect((await json<{ issues: { path: string[] }[] }>(res)).issues.map((i) => i.path.join('.'))).toContain(field)
    const [{ n }] = await sql`select count(*)::int as n from public.time_off where stylist_id = ${s.stylistId}`
    expect(n).toBe(0)
  })

  it("keeps another stylist's time off out of reach (404)", async () => {
    const a = await bookableStylist(sql, deps)
    const b = await bookableStylist(sql, deps)
    const entry = await json<TimeOff>(
      await call(app, 'POST', '/dashboard/time-off', a.owner.headers, { startsOn: '2026-03-10', endsOn: '2026-03-11' }),
    )
    expect((await call(app, 'DELETE', `/dashboard/time-off/${entry.id}`, b.owner.headers)).status).toBe(404)
    expect(await json<TimeOff[]>(await call(app, 'GET', '/dashboard/time-off', b.owner.headers))).toEqual([])
    const [{ n }] = await sql`select count(*)::int as n from public.time_off where id = ${entry.id}`
    expect(n).toBe(1)
  })
})

describe('GET /api/dashboard/appointments', () => {
  it.each([
    ['from', '0000-02-29T23:35:45.672403-20:53'],
    ['to', '3000-01-01T00:00:00Z'],
    ['from', 'yesterday'],
  ])('refuses a %s of %s with a 400 naming it (found by the fuzzer: year 0 was a 500)', async (field, value) => {
    const s = await bookableStylist(sql, deps)
    const res = await call(app, 'GET', `/dashboard/appointments?${field}=${encodeURIComponent(value)}`, s.owner.headers)
    expect(res.status).toBe(400)
    expect((await json<{ issues: { path: string[] }[] }>(res)).issues.map((i) => i.path.join('.'))).toEqual([field])
  })
})

describe('GET /api/appointments/:id/calendar.ics', () => {
  it('gives the client and the stylist the event, with its sequence; others get nothing', async () => {
    const s = await bookableStylist(sql, deps, { settings: { cancellationWindowHours: 0 } })
    const client = await signedInUser(sql, deps)
    const a = await json(
      await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T15:00:00Z' }),
    )
    const res = await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, client.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('DTSTART:20260304T150000Z')
    expect(text).toContain('SEQUENCE:0')
    expect(text).toContain(`appointment-${a.id}@`)
    // The stylist by name at the platform's sending address (MAIL_FROM unset: the embedded sender),
    // never their private account email (ADR 012), in the client's file and the stylist's own.
    const [{ email, name }] = await sql<{ email: string; name: string }[]>`
      select email, stylist_name as name from public.stylists where id = ${s.stylistId}`
    expect(text.replace(/\r\n /g, '')).toContain(`ORGANIZER;CN="${name}":mailto:bookings@chairside.localhost\r\n`)
    expect(text).not.toContain(email)
    expect(await (await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, s.owner.headers)).text()).not.toContain(
      email,
    )
    expect((await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, s.owner.headers)).status).toBe(200)
    const stranger = await signedInUser(sql, deps)
    expect((await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, stranger.headers)).status).toBe(404)
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    expect((await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, admin.headers)).status).toBe(403)
    await call(app, 'POST', `/appointments/${a.id}/cancel`, client.headers, {})
    const cancelled = await (await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, client.headers)).text()
    expect(cancelled).toContain('METHOD:CANCEL')
    expect(cancelled).toContain('SEQUENCE:1')
  })

  it('keeps names stored before they refused line breaks inside their properties: one organizer, one attendee', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const a = await json(
      await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt: '2026-03-04T15:00:00Z' }),
    )
    // Written as rows were before the input rule: straight into the tables.
    await sql`update public.stylists set stylist_name = ${'Ana\r\nATTENDEE;CN=Evil:mailto:evil@example.com'}
              where id = ${s.stylistId}`
    await sql`update public.users set first_name = ${'Chris\rORGANIZER:mailto:evil@example.com'}, last_name = 'Lee'
              where id = ${client.id}`
    const text = await (await call(app, 'GET', `/appointments/${a.id}/calendar.ics`, client.headers)).text()
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    const people = (name: string) => event.getAllProperties(name).map((p) => [p.getParameter('cn'), p.getFirstValue()])
    expect(people('organizer')).toEqual([
      ['Ana ATTENDEE;CN=Evil:mailto:evil@example.com', 'mailto:bookings@chairside.localhost'],
    ])
    const [{ email }] = await sql<{ email: string }[]>`select email from public.users where id = ${client.id}`
    expect(people('attendee')).toEqual([['Chris ORGANIZER:mailto:evil@example.com Lee', `mailto:${email}`]])
    expect(text).not.toContain('evil@example.com\r\n')
  })
})
