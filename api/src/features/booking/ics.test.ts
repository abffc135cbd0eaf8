import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { appointmentCalendar, type AppointmentCalendarInput } from './ics.ts'

const base: AppointmentCalendarInput = {
  id: 42,
  sequence: 0,
  status: 'confirmed',
  startsAt: '2026-03-08T17:00:00.000Z',
  endsAt: '2026-03-08T18:30:00.000Z',
  serviceName: 'Balayage',
  stylistName: 'Ana Ruiz',
  organizerEmail: 'bookings@chairside.test',
  clientName: 'Chris Client',
  clientEmail: 'chris@example.com',
  address: 'Shear Joy, 100 Congress Ave, Austin, TX',
  host: 'stylists.example.com',
  updatedAt: '2026-03-01T10:00:00.000Z',
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1), each as name, parameters and value. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (/^[ \t]/.test(line)) all[all.length - 1] += line.slice(1)
    else if (line !== '') all.push(line)
    return all
  }, [])
  const props = lines.map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    const [name, ...params] = line.slice(0, colon).split(';')
    return { name, params, value: line.slice(colon + 1), line }
  })
  const one = (name: string) => {
    const found = props.filter((p) => p.name === name)
    expect(found, name).toHaveLength(1)
    return found[0]
  }
  return { lines, props, one, value: (name: string) => one(name).value }
}

/** Every physical line at most 75 octets of UTF-8 (RFC 5545 3.1), ended by CRLF, no character cut in two. */
function expectFoldedAt75Octets(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  // No bare CR or LF: each ends a line only as CRLF.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const bytes = Buffer.from(text, 'utf8')
  let start = 0
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue
    const line = bytes.subarray(start, i)
    expect(line.length, line.toString('utf8')).toBeLessThanOrEqual(75)
    // A line cut inside a multibyte character would not decode back to the same bytes.
    expect(Buffer.from(line.toString('utf8'), 'utf8').equals(line), line.toString('utf8')).toBe(true)
    start = i + 2
  }
}

/** The event as a real iCalendar parser (ical.js) reads it. */
function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = events[0]
  const people = (name: string) =>
    event.getAllProperties(name).map((p) => ({ cn: p.getParameter('cn'), address: p.getFirstValue() }))
  return {
    calendar,
    organizers: people('organizer'),
    attendees: people('attendee'),
    text: (name: string) => event.getFirstPropertyValue(name),
  }
}

describe('appointment calendar file', () => {
  it('sends a booked appointment as a REQUEST from the stylist to the client, in UTC', () => {
    const ics = parse(appointmentCalendar(base))
    expect(ics.lines[0]).toBe('BEGIN:VCALENDAR')
    expect(ics.lines.at(-1)).toBe('END:VCALENDAR')
    expect(ics.value('METHOD')).toBe('REQUEST')
    expect(ics.value('UID')).toBe('appointment-42@stylists.example.com')
    expect(ics.value('SEQUENCE')).toBe('0')
    expect(ics.value('STATUS')).toBe('CONFIRMED')
    expect(ics.value('DTSTART')).toBe('20260308T170000Z')
    expect(ics.value('DTEND')).toBe('20260308T183000Z')
    expect(ics.value('DTSTAMP')).toBe('20260301T100000Z')
    expect(ics.value('SUMMARY')).toBe('Balayage with Ana Ruiz')
    // Commas are escaped in TEXT values.
    expect(ics.value('LOCATION')).toBe('Shear Joy\\, 100 Congress Ave\\, Austin\\, TX')
    expect(ics.one('ORGANIZER').line).toBe('ORGANIZER;CN="Ana Ruiz":mailto:bookings@chairside.test')
    const attendee = ics.one('ATTENDEE')
    expect(attendee.value).toBe('mailto:chris@example.com')
    expect(attendee.params).toContain('CN="Chris Client"')
    expect(attendee.params).toContain('PARTSTAT=ACCEPTED')
    expect(ics.props.filter((p) => p.name === 'BEGIN').map((p) => p.value)).toEqual(['VCALENDAR', 'VEVENT'])
  })

  it('keeps one UID across versions and carries the sequence', () => {
    const first = parse(appointmentCalendar(base))
    const moved = parse(
      appointmentCalendar({
        ...base,
        sequence: 1,
        status: 'confirmed',
        startsAt: new Date('2026-03-09T15:15:00Z'),
        endsAt: new Date('2026-03-09T16:45:00Z'),
      }),
    )
    expect(moved.value('UID')).toBe(first.value('UID'))
    expect(moved.value('SEQUENCE')).toBe('1')
    expect(moved.value('DTSTART')).toBe('20260309T151500Z')
    expect(moved.value('DTEND')).toBe('20260309T164500Z')
    expect(parse(appointmentCalendar({ ...base, id: 43 })).value('UID')).toBe('appointment-43@stylists.example.com')
  })

  it('marks a request waiting for the stylist as tentative', () => {
    const ics = parse(appointmentCalendar({ ...base, status: 'requested' }))
    expect(ics.value('METHOD')).toBe('REQUEST')
    expect(ics.value('STATUS')).toBe('TENTATIVE')
  })

  it('sends a cancelled or declined appointment as a CANCEL of the same event', () => {
    for (const status of ['cancelled_by_client', 'cancelled_by_stylist', 'declined'] as const) {
      const ics = parse(appointmentCalendar({ ...base, status, sequence: 3 }))
      expect(ics.value('METHOD'), status).toBe('CANCEL')
      expect(ics.value('STATUS'), status).toBe('CANCELLED')
      expect(ics.value('UID')).toBe('appointment-42@stylists.example.com')
      expect(ics.value('SEQUENCE')).toBe('3')
      expect(ics.one('ATTENDEE').params.some((p) => p.startsWith('PARTSTAT'))).toBe(false)
    }
  })

  it('keeps quotes out of the quoted names and folds long lines', () => {
    const text = appointmentCalendar({
      ...base,
      stylistName: 'Ana "The Shears" Ruiz',
      serviceName: 'Full color correction with toner, gloss and a blowout finish for long hair',
    })
    expectFoldedAt75Octets(text)
    const ics = parse(text)
    expect(ics.one('ORGANIZER').line).toBe(`ORGANIZER;CN="Ana 'The Shears' Ruiz":mailto:bookings@chairside.test`)
    expect(ics.value('SUMMARY')).toBe(
      'Full color correction with toner\\, gloss and a blowout finish for long hair with Ana "The Shears" Ruiz',
    )
  })
})

describe('appointment calendar file: hostile and multibyte names, read back by ical.js', () => {
  // Names are refused with control characters at input now, but rows written before that may hold
  // them, so the writer is fed them directly: none may add a property or break a line.
  const hostile = {
    stylistName: 'Ana\r\nATTENDEE;CN=Evil:mailto:evil@example.com',
    clientName: 'Chris\rATTENDEE;CN="Evil two":mailto:evil2@example.com\nORGANIZER:mailto:evil3@example.com',
    serviceName: 'Balayage\r\nEND:VEVENT\r\nBEGIN:VEVENT\rSUMMARY:free;cut, "now"\\',
    address: 'Shear Joy\n100 Congress Ave\r\nDESCRIPTION:x',
  }

  it('keeps CR, LF and bare CR in names inside their own property: one organizer, the one attendee', () => {
    for (const status of ['confirmed', 'cancelled_by_client'] as const) {
      const text = appointmentCalendar({ ...base, ...hostile, status })
      expectFoldedAt75Octets(text)
      const event = readEvent(text)
      expect(event.organizers).toEqual([
        { cn: 'Ana ATTENDEE;CN=Evil:mailto:evil@example.com', address: 'mailto:bookings@chairside.test' },
      ])
      expect(event.attendees).toEqual([
        {
          cn: "Chris ATTENDEE;CN='Evil two':mailto:evil2@example.com ORGANIZER:mailto:evil3@example.com",
          address: 'mailto:chris@example.com',
        },
      ])
      // TEXT values come back whole: every line break as a newline, the rest exactly.
      expect(event.text('summary')).toBe(
        'Balayage\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:free;cut, "now"\\ with Ana\nATTENDEE;CN=Evil:mailto:evil@example.com',
      )
      expect(event.text('location')).toBe('Shear Joy\n100 Congress Ave\nDESCRIPTION:x')
      expect(event.calendar.getAllSubcomponents('vevent')).toHaveLength(1)
      expect(text).not.toMatch(/^(DESCRIPTION|SUMMARY:free)/m)
    }
  })

  it('drops other control characters (NUL, ESC, DEL, C1) from names and text', () => {
    const text = appointmentCalendar({
      ...base,
      stylistName: 'Ana\u0000\u001b\u007f\u0085 Ruiz',
      serviceName: 'Bala\u0007yage',
    })
    expect(text).not.toMatch(/[^\P{Cc}\r\n]/u)
    const event = readEvent(text)
    expect(event.organizers.map((o) => o.cn)).toEqual(['Ana Ruiz'])
    expect(event.text('summary')).toBe('Balayage with Ana Ruiz')
  })

  it('folds long multibyte names at 75 octets between characters, and they read back exactly', () => {
    const names = {
      stylistName: 'Zoë Ångström-Nguyễn 美容師 山田花子 💇‍♀️✂️ Beauté Coiffure Élégance Ōsaka 髪型デザイン 🌸🌸🌸',
      clientName: 'Chloé Dvořák-Søndergaard 김민지 👩🏽‍🦱 Ñandú Łukasz Żółć 東京都渋谷区 Café Crème',
      serviceName: 'Coupe, couleur et soin profond — カラーリング & トリートメント 💆🏻‍♀️ (long hair; extra gloss)',
      address: 'Salon Étoile, 1-2-3 Jingūmae, Shibuya-ku, 東京都 150-0001, 日本 🗼',
    }
    const text = appointmentCalendar({ ...base, ...names })
    expectFoldedAt75Octets(text)
    // Long enough to fold, and folded by octets: some line is under 75 UTF-16 units yet full.
    const lines = text.split('\r\n')
    expect(lines.some((l) => l.length < 75 && Buffer.byteLength(l, 'utf8') > 70)).toBe(true)
    const event = readEvent(text)
    expect(event.organizers).toEqual([{ cn: names.stylistName, address: 'mailto:bookings@chairside.test' }])
    expect(event.attendees).toEqual([{ cn: names.clientName, address: 'mailto:chris@example.com' }])
    expect(event.text('summary')).toBe(`${names.serviceName} with ${names.stylistName}`)
    expect(event.text('location')).toBe(names.address)
  })
})
