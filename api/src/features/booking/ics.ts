import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import { offsetMinutes } from '@marketplace/domain/booking/zoned-time.ts'
import { calAddress, contentLine, paramValue, textValue } from './ical-text.ts'
import { localDateTime, vtimezoneLines } from './vtimezone.ts'

// The "Add to calendar" file of an appointment (RFC 5545). A calendar keeps one event per UID and
// replaces it when a file with a higher SEQUENCE arrives, so an appointment has one UID for its
// whole life and its sequence goes up with every change the client should see (reschedule,
// cancel); a cancelled or declined one is sent as METHOD:CANCEL, which removes it from the
// calendar that holds it. Times are in UTC ('Z'): every calendar shows them in its owner's zone,
// and no VTIMEZONE is needed. Every value passes through ical-text.ts (escaped, quoted, folded at
// 75 octets): names are typed by people, and rows stored before names refused control
// characters may still hold them.

export interface AppointmentCalendarInput {
  id: number
  sequence: number
  status: AppointmentStatus
  startsAt: string | Date
  endsAt: string | Date
  serviceName: string
  stylistName: string
  /**
   * The ORGANIZER's address: the platform's sending address (adapters/mail/sender.ts), never the
   * stylist's account email, which the platform does not show (ADR 012). The name is the stylist's.
   */
  organizerEmail: string
  clientName: string
  clientEmail: string
  /** The stylist's address, one line (salon, street, city, state). */
  address: string
  /** The site's host name, making the UID globally unique: appointment-42@example.com. */
  host: string
  /** When the appointment last changed: the file's DTSTAMP, so the same version is the same bytes. */
  updatedAt?: string | Date
}

const cancelledStatuses: readonly AppointmentStatus[] = [
  'cancelled_by_client',
  'cancelled_by_stylist',
  'declined',
  'expired',
]

/** The UID of an appointment's calendar event, the same for every version of it. */
export function appointmentUid(id: number, host: string): string {
  return `appointment-${id}@${host}`
}

/** A UTC DATE-TIME (3.3.5, form 2): 20260308T170000Z. */
const utc = (t: string | Date) =>
  new Date(t)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** The iCalendar text of an appointment: a REQUEST while it stands, a CANCEL once it does not. */
export function appointmentCalendar(input: AppointmentCalendarInput): string {
  const cancelled = cancelledStatuses.includes(input.status)
  // A request the stylist has not accepted yet is tentative, so the calendar shows it as such.
  const status = cancelled ? 'CANCELLED' : input.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED'
  const lines = [
    contentLine('BEGIN', 'VCALENDAR'),
    contentLine('VERSION', '2.0'),
    contentLine('PRODID', textValue('-//Stylist Marketplace//Online booking//EN')),
    contentLine('CALSCALE', 'GREGORIAN'),
    contentLine('METHOD', cancelled ? 'CANCEL' : 'REQUEST'),
    contentLine('BEGIN', 'VEVENT'),
    contentLine('UID', textValue(appointmentUid(input.id, input.host))),
    contentLine('SEQUENCE', String(Math.trunc(input.sequence))),
    contentLine('DTSTAMP', utc(input.updatedAt ?? new Date())),
    contentLine('DTSTART', utc(input.startsAt)),
    contentLine('DTEND', utc(input.endsAt)),
    contentLine('SUMMARY', textValue(`${input.serviceName} with ${input.stylistName}`)),
    contentLine('LOCATION', textValue(input.address)),
    contentLine('STATUS', status),
    contentLine('ORGANIZER', calAddress(input.organizerEmail), { CN: paramValue(input.stylistName) }),
    // The client chose the time, so they have accepted it; a cancellation needs no answer.
    contentLine('ATTENDEE', calAddress(input.clientEmail), {
      RSVP: 'FALSE',
      ROLE: 'REQ-PARTICIPANT',
      ...(cancelled ? {} : { PARTSTAT: 'ACCEPTED' }),
      CN: paramValue(input.clientName),
    }),
    contentLine('END', 'VEVENT'),
    contentLine('END', 'VCALENDAR'),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** One appointment as a subscribed feed shows it. */
export interface FeedEventInput {
  id: number
  sequence: number
  status: AppointmentStatus
  startsAt: string | Date
  endsAt: string | Date
  /** The stylist's IANA zone, the appointment's own (appointments.time_zone). */
  timeZone: string
  summary: string
  location: string
  updatedAt: string | Date
}

/** A DATE-TIME in `zone` (form 3): DTSTART;TZID=America/New_York:20260308T120000. */
function zonedLine(name: string, instant: string | Date, zone: string): string {
  const ms = new Date(instant).getTime()
  return contentLine(name, localDateTime(ms, offsetMinutes(ms, zone)), { TZID: paramValue(zone) })
}

/**
 * A subscribed calendar of appointments (a feed: METHOD:PUBLISH). Each appointment keeps the UID
 * of its emailed invite, so a calendar holding both shows one event, and its SEQUENCE, so a
 * subscriber replaces the event when it moves; a cancelled one stays in the feed as
 * STATUS:CANCELLED, which calendars show struck through or drop. Times are written in the
 * appointment's zone, with a VTIMEZONE per zone covering the events' years.
 */
export function appointmentFeed(input: { name: string; host: string; events: FeedEventInput[]; now: Date }): string {
  const zones = [...new Set(input.events.map((e) => e.timeZone))].sort()
  const times = input.events.flatMap((e) => [new Date(e.startsAt).getTime(), new Date(e.endsAt).getTime()])
  const from = new Date(Math.min(input.now.getTime(), ...times) - 86_400_000)
  const to = new Date(Math.max(input.now.getTime(), ...times) + 86_400_000)
  const lines = [
    contentLine('BEGIN', 'VCALENDAR'),
    contentLine('VERSION', '2.0'),
    contentLine('PRODID', textValue('-//Stylist Marketplace//Appointments feed//EN')),
    contentLine('CALSCALE', 'GREGORIAN'),
    contentLine('METHOD', 'PUBLISH'),
    contentLine('X-WR-CALNAME', textValue(input.name)),
    // How often a subscriber should poll (RFC 7986 and its older X- twin): the ETag makes it cheap.
    contentLine('REFRESH-INTERVAL', 'PT1H', { VALUE: 'DURATION' }),
    contentLine('X-PUBLISHED-TTL', 'PT1H'),
    ...zones.flatMap((zone) => vtimezoneLines(zone, from, to)),
  ]
  for (const e of input.events) {
    const cancelled = cancelledStatuses.includes(e.status)
    lines.push(
      contentLine('BEGIN', 'VEVENT'),
      contentLine('UID', textValue(appointmentUid(e.id, input.host))),
      contentLine('SEQUENCE', String(Math.trunc(e.sequence))),
      contentLine('DTSTAMP', utc(e.updatedAt)),
      contentLine('LAST-MODIFIED', utc(e.updatedAt)),
      zonedLine('DTSTART', e.startsAt, e.timeZone),
      zonedLine('DTEND', e.endsAt, e.timeZone),
      contentLine('SUMMARY', textValue(e.summary)),
      contentLine('LOCATION', textValue(e.location)),
      contentLine('STATUS', cancelled ? 'CANCELLED' : e.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED'),
      contentLine('TRANSP', cancelled ? 'TRANSPARENT' : 'OPAQUE'),
      contentLine('END', 'VEVENT'),
    )
  }
  lines.push(contentLine('END', 'VCALENDAR'))
  return `${lines.join('\r\n')}\r\n`
}
