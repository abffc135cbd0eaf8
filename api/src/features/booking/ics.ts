import { createEvent, type EventAttributes } from 'ics'
import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'

// The "Add to calendar" file of an appointment (RFC 5545, via the `ics` package). A calendar
// keeps one event per UID and replaces it when a file with a higher SEQUENCE arrives, so an
// appointment has one UID for its whole life and its sequence goes up with every change the
// client should see (reschedule, cancel); a cancelled or declined one is sent as METHOD:CANCEL,
// which removes it from the calendar that holds it. Times are in UTC ('Z'): every calendar
// shows them in its owner's zone, and no VTIMEZONE is needed.

export interface AppointmentCalendarInput {
  id: number
  sequence: number
  status: AppointmentStatus
  startsAt: string | Date
  endsAt: string | Date
  serviceName: string
  stylistName: string
  stylistEmail: string
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

const epoch = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime())
/**
 * A name as a quoted parameter value (CN="..."), which may not hold a double quote: the library
 * escapes it with a backslash, which RFC 5545 does not know and some calendars choke on.
 */
const paramText = (name: string) => name.replace(/"/g, "'")

/** The iCalendar text of an appointment: a REQUEST while it stands, a CANCEL once it does not. */
export function appointmentCalendar(input: AppointmentCalendarInput): string {
  const cancelled = cancelledStatuses.includes(input.status)
  const event: EventAttributes & { timestamp: number } = {
    productId: '-//Stylist Marketplace//Online booking//EN',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: appointmentUid(input.id, input.host),
    sequence: input.sequence,
    timestamp: epoch(input.updatedAt ?? new Date()),
    start: epoch(input.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: epoch(input.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${input.serviceName} with ${input.stylistName}`,
    location: input.address,
    // A request the stylist has not accepted yet is tentative, so the calendar shows it as such.
    status: cancelled ? 'CANCELLED' : input.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
    organizer: { name: paramText(input.stylistName), email: input.stylistEmail },
    // The client chose the time, so they have accepted it; a cancellation needs no answer.
    attendees: [
      {
        name: paramText(input.clientName),
        email: input.clientEmail,
        role: 'REQ-PARTICIPANT',
        ...(cancelled ? {} : { partstat: 'ACCEPTED' as const }),
        rsvp: false,
      },
    ],
  }
  const { error, value } = createEvent(event)
  // The input comes from our own rows, so a refusal by the library is a defect, not bad input.
  if (error || value === null) throw error ?? new Error('ics produced no calendar')
  return value
}
