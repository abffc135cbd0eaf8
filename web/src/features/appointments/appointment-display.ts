import type { Appointment, AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import { formatCents, dollarsToCents } from '@marketplace/domain/money.ts'

// How "My appointments" shows an appointment: words, colours, times in the stylist's zone.
// Kept out of the components so the rules are tested on their own.

export const statusLabels: Record<AppointmentStatus, string> = {
  held: 'Awaiting payment',
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled_by_client: 'Cancelled by you',
  cancelled_by_stylist: 'Cancelled by stylist',
  completed: 'Completed',
  no_show: 'No-show',
}

export type StatusPalette = 'orange' | 'green' | 'red' | 'gray' | 'blue'

/** Waiting is orange, good news green, refusals and cancellations red, the rest neutral. */
export const statusPalettes: Record<AppointmentStatus, StatusPalette> = {
  held: 'orange',
  requested: 'orange',
  confirmed: 'green',
  declined: 'red',
  expired: 'gray',
  cancelled_by_client: 'red',
  cancelled_by_stylist: 'red',
  completed: 'blue',
  no_show: 'gray',
}

export const isCancelled = (status: AppointmentStatus) =>
  status === 'cancelled_by_client' || status === 'cancelled_by_stylist'

/** The appointment still stands: it goes in a calendar and may be changed (as the policy lets). */
export const isActive = (status: AppointmentStatus) => status === 'requested' || status === 'confirmed'

/** '$45', '$12.50': prices cross the API in dollars. */
export function formatPrice(dollars: number): string {
  return formatCents(dollarsToCents(dollars))
}

// ICU puts narrow and thin spaces around AM/PM and range dashes; plain spaces read and match alike.
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')

/** 'Friday, November 27, 2026' in the stylist's zone. */
export function formatAppointmentDate(startsAt: string, timeZone: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(startsAt)),
  )
}

/** The zone's short name at that instant ('CST', 'CDT', 'MST'; 'GMT+1' where there is none). */
export function zoneShortName(instant: string | Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** '2:30 PM' in the stylist's zone. */
export function formatClockIn(instant: string, timeZone: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant)),
  )
}

/** '2:30 PM – 3:30 PM CST': start and end in the stylist's zone, with the zone's short name. */
export function formatAppointmentTime(startsAt: string, endsAt: string, timeZone: string): string {
  return `${formatClockIn(startsAt, timeZone)} – ${formatClockIn(endsAt, timeZone)} ${zoneShortName(startsAt, timeZone)}`
}

/** The stylist's address on one line: '500 Congress Ave, Austin, TX'. */
export function addressLine(stylist: Pick<Appointment['stylist'], 'address' | 'city' | 'state'>): string {
  return [stylist.address.trim(), stylist.city.trim(), stylist.state.trim()].filter(Boolean).join(', ')
}

/**
 * The hours of the cancellation window when it has closed on a standing appointment the client may
 * no longer move online (the server's `actions` say so), else null: then the card tells the client
 * to call instead. A request inside the window may still be withdrawn (Cancel) but not moved, so it
 * gets the note too. Past appointments and ones the client may still move get none.
 */
export function closedWindowHours(
  appointment: Pick<Appointment, 'status' | 'startsAt' | 'actions' | 'policy'>,
  now: Date,
): number | null {
  if (!isActive(appointment.status)) return null
  if (appointment.actions.reschedule) return null
  const startsIn = new Date(appointment.startsAt).getTime() - now.getTime()
  if (startsIn <= 0) return null
  const hours = appointment.policy.cancellationWindowHours
  return startsIn < hours * 3_600_000 ? hours : null
}

/** 'Changes within 24 hours of the start: please call the stylist' (1 hour in the singular). */
export function closedWindowText(hours: number): string {
  return `Changes within ${hours} ${hours === 1 ? 'hour' : 'hours'} of the start: please call the stylist`
}

export type MonthGroup<T> = { key: string; label: string; appointments: T[] }

/**
 * Consecutive appointments of one month (in each one's own zone) under one heading, in the order
 * the API sent them (soonest first for upcoming, latest first for past).
 */
export function groupByMonth<T extends Pick<Appointment, 'startsAt' | 'timeZone'>>(appointments: readonly T[]) {
  const groups: MonthGroup<T>[] = []
  for (const appointment of appointments) {
    const when = new Date(appointment.startsAt)
    const zone = appointment.timeZone
    const key = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).format(when)
    const last = groups.at(-1)
    if (last?.key === key) last.appointments.push(appointment)
    else {
      const label = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'long' }).format(when)
      groups.push({ key, label, appointments: [appointment] })
    }
  }
  return groups
}

/** 'Showing 21–40 of 57' under a page of appointments. */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`
  const first = (page - 1) * pageSize + 1
  return `Showing ${first}–${first + shown - 1} of ${total}`
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
