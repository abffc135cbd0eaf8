import { addDays, formatSlotLabel, localTimeOf, zoneShortName } from '@marketplace/domain/booking/zoned-time.ts'
import { BOOKING_STRIP_DAYS, type Slot } from '@marketplace/domain/contract/booking.ts'

// How the booking screens show times: always in the stylist's zone (the one the slots were
// computed in), whatever the zone of the browser, and always with the zone's name beside them.

export type PartOfDay = 'morning' | 'afternoon' | 'evening'
export const partOfDayLabels: Record<PartOfDay, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })
    formatters.set(key, f)
  }
  return f
}

// Recent ICU puts a narrow no-break space before AM/PM and thin spaces around range dashes;
// screens and tests read plain spaces ('2:30 PM').
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? ''
}

/** Before 12:00 morning, 12:00 to before 17:00 afternoon, from 17:00 evening (the stylist's clock). */
export function partOfDay(instant: string | Date, zone: string): PartOfDay {
  const hour = Number(localTimeOf(new Date(instant), zone).slice(0, 2))
  if (hour < 12) return 'morning'
  return hour < 17 ? 'afternoon' : 'evening'
}

export type SlotGroup = { part: PartOfDay; label: string; slots: Slot[] }

/** A day's slots under Morning, Afternoon and Evening, in time order; empty groups are left out. */
export function groupSlotsByPartOfDay(slots: readonly Slot[], zone: string): SlotGroup[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  return (Object.keys(partOfDayLabels) as PartOfDay[])
    .map((p) => ({
      part: p,
      label: partOfDayLabels[p],
      slots: sorted.filter((s) => partOfDay(s.startsAt, zone) === p),
    }))
    .filter((group) => group.slots.length > 0)
}

/** '2:30 PM' on the stylist's clock. */
export const slotTimeLabel = formatSlotLabel

/** 'Central Time (CST)': the zone's general name and its abbreviation at that instant (CST or CDT). */
export function zoneName(zone: string, at: string | Date): string {
  const date = new Date(at)
  const generic = part(formatter(zone, { timeZoneName: 'longGeneric' }).formatToParts(date), 'timeZoneName')
  const short = zoneShortName(date, zone)
  return generic && generic !== short ? `${generic} (${short})` : short
}

/** The date strip: today (in the stylist's zone) and the days after it. */
export function stripDates(today: string, count: number = BOOKING_STRIP_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i))
}

/** A calendar date's names: { weekday: 'Thu', day: '26', month: 'Nov', long: 'Thursday, November 26' }. */
export function dateLabels(date: string) {
  const d = new Date(`${date}T12:00:00Z`)
  const parts = formatter('UTC', { weekday: 'short', month: 'short', day: 'numeric' }).formatToParts(d)
  return {
    weekday: part(parts, 'weekday'),
    day: part(parts, 'day'),
    month: part(parts, 'month'),
    long: formatter('UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(d),
  }
}

/**
 * When an appointment is, on the stylist's clock:
 * { date: 'Thursday, November 26, 2026', time: '2:30 – 3:30 PM', zone: 'Central Time (CST)' }.
 */
export function appointmentWhen(startsAt: string, endsAt: string, zone: string) {
  const start = new Date(startsAt)
  return {
    date: formatter(zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(start),
    time: plainSpaces(formatter(zone, { hour: 'numeric', minute: '2-digit' }).formatRange(start, new Date(endsAt))),
    zone: zoneName(zone, start),
  }
}
