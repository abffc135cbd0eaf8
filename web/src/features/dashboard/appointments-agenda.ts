import { bookingMessages, type Appointment, type AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import {
  addDays,
  dayOfWeekOf,
  formatSlotLabel,
  localDateOf,
  zoneShortName,
  zonedInstant,
} from '@marketplace/domain/booking/zoned-time.ts'
import { usTimeZones } from './time-zones'

// The Appointments tab's agenda: which instants "today" and "this week" cover in the stylist's
// zone, appointments grouped by their local day, and the words and colours of each status.

export type AgendaView = 'today' | 'week'

export interface AgendaRange {
  /** The first and last local dates shown (YYYY-MM-DD, inclusive). */
  firstDate: string
  lastDate: string
  /** What the API is asked for: local midnight of the first date to local midnight after the last. */
  from: string
  to: string
}

/** Monday of the week a local date falls in (weeks run Monday to Sunday, as the working hours do). */
export function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeekOf(date) + 6) % 7))
}

/**
 * The dates and instants of today, or of the week `weekOffset` weeks from this one, in `zone`.
 * Midnights come from the zone's own rules, so a week across a DST change is 167 or 169 hours.
 */
export function agendaRange(view: AgendaView, now: Date, zone: string, weekOffset = 0): AgendaRange {
  const today = localDateOf(now, zone)
  const firstDate = view === 'today' ? today : addDays(mondayOf(today), 7 * weekOffset)
  const lastDate = view === 'today' ? today : addDays(firstDate, 6)
  return {
    firstDate,
    lastDate,
    from: zonedInstant(firstDate, '00:00', zone).toISOString(),
    to: zonedInstant(addDays(lastDate, 1), '00:00', zone).toISOString(),
  }
}

export interface AgendaDay {
  date: string
  appointments: Appointment[]
}

/** Appointments by their local start date in `zone`, days in order and each day by start time. */
export function groupByDay(appointments: readonly Appointment[], zone: string): AgendaDay[] {
  const days = new Map<string, Appointment[]>()
  const sorted = [...appointments].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  for (const appointment of sorted) {
    const date = localDateOf(new Date(appointment.startsAt), zone)
    days.set(date, [...(days.get(date) ?? []), appointment])
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, appointments: list }))
}

// A local date is formatted at its noon UTC in UTC, so the browser's own zone cannot shift it.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`)
const weekdayDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longWeekdayDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** 'Wed, Nov 25' */
export function shortDateText(date: string): string {
  return weekdayDate.format(atNoon(date))
}

/** A day's heading in the agenda: 'Today, Wednesday, November 25', 'Tomorrow, …' or just the date. */
export function dayHeading(date: string, today: string): string {
  const long = longWeekdayDate.format(atNoon(date))
  if (date === today) return `Today, ${long}`
  if (date === addDays(today, 1)) return `Tomorrow, ${long}`
  return long
}

/** 'Mon, Nov 23 – Sun, Nov 29' */
export function weekText(range: AgendaRange): string {
  return `${shortDateText(range.firstDate)} – ${shortDateText(range.lastDate)}`
}

/** '9:00 AM – 10:30 AM' in `zone`. */
export function timeRangeText(startsAt: string, endsAt: string, zone: string): string {
  return `${formatSlotLabel(startsAt, zone)} – ${formatSlotLabel(endsAt, zone)}`
}

/** 'Silk Press for Dana Reyes, Tue, Dec 1, 2:30 PM – 3:30 PM': what a button or dialog is about. */
export function appointmentSummary(appointment: Appointment, zone: string): string {
  const date = shortDateText(localDateOf(new Date(appointment.startsAt), zone))
  const time = timeRangeText(appointment.startsAt, appointment.endsAt, zone)
  return `${appointment.service.name} for ${appointment.client?.name ?? 'a client'}, ${date}, ${time}`
}

type StatusLook = { label: string; palette: 'orange' | 'green' | 'gray' | 'red' | 'blue' }

/** The badge of each status. */
export const statusLooks: Record<AppointmentStatus, StatusLook> = {
  held: { label: 'Held for payment', palette: 'orange' },
  requested: { label: 'Awaiting your reply', palette: 'orange' },
  confirmed: { label: 'Confirmed', palette: 'green' },
  declined: { label: 'Declined', palette: 'gray' },
  expired: { label: 'Request expired', palette: 'gray' },
  cancelled_by_client: { label: 'Cancelled by client', palette: 'red' },
  cancelled_by_stylist: { label: 'Cancelled by you', palette: 'red' },
  completed: { label: 'Completed', palette: 'blue' },
  no_show: { label: 'No-show', palette: 'gray' },
}

/** The zone as the tab names it: 'Eastern Time (New York)', or the IANA name and its abbreviation. */
export function zoneText(zone: string, now: Date): string {
  const known = usTimeZones.find((z) => z.value === zone)
  return known ? known.label : `${zone.replaceAll('_', ' ')} (${zoneShortName(now, zone)})`
}

/** The agenda leaves out requests that never became appointments (declined, expired). */
export function onAgenda(appointment: Appointment): boolean {
  return appointment.status !== 'declined' && appointment.status !== 'expired'
}

/** Appointments that no longer take the time are shown faded. */
export function isInactive(status: AppointmentStatus): boolean {
  return status === 'declined' || status === 'expired' || status.startsWith('cancelled')
}

/** A stylist who cancels owes the client a reason; blank or only spaces is none. */
/** The API refuses a stylist's cancellation without a reason with the same words. */
export const CANCEL_REASON_REQUIRED = bookingMessages.cancelReasonRequired

export function cancelReasonProblem(reason: string): string | null {
  return reason.trim() === '' ? CANCEL_REASON_REQUIRED : null
}
