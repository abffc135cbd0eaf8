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
  stylistEmail: 'ana@example.com',
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
    expect(ics.one('ORGANIZER').line).toBe('ORGANIZER;CN="Ana Ruiz":MAILTO:ana@example.com')
    const attendee = ics.one('ATTENDEE')
    expect(attendee.value).toBe('mailto:chris@example.com')
    expect(attendee.params).toContain('CN="Chris Client"')
    expect(attendee.params).toContain('PARTSTAT="ACCEPTED"')
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
    for (const line of text.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75)
    const ics = parse(text)
    expect(ics.one('ORGANIZER').line).toBe(`ORGANIZER;CN="Ana 'The Shears' Ruiz":MAILTO:ana@example.com`)
    expect(ics.value('SUMMARY')).toBe(
      'Full color correction with toner\\, gloss and a blowout finish for long hair with Ana "The Shears" Ruiz',
    )
  })
})
