import { BOOKING_STRIP_DAYS, type Slot, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { formatClockIn } from './appointment-display'

// The reschedule dialog's date strip and slot lists, from the slots call's answer.

/** Today's date (YYYY-MM-DD) in the stylist's zone. */
export function localDateIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A date (YYYY-MM-DD) n days on; calendar arithmetic, so no zone or daylight saving enters. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The range the dialog asks for: the next two weeks, today included, in the stylist's zone. */
export function stripRange(now: Date, timeZone: string): { from: string; to: string } {
  const from = localDateIn(now, timeZone)
  return { from, to: addDays(from, BOOKING_STRIP_DAYS - 1) }
}

export type StripDay = {
  date: string
  /** 'Tue' */
  weekday: string
  /** '27' */
  day: string
  /** 'Nov' */
  month: string
  /** 'Tuesday, November 27: 6 open times' (what a screen reader says for the button). */
  label: string
  slotCount: number
}

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
const dayLong = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' })

/** One button per date of the answer; days without an open time are kept (shown dimmed). */
export function stripDays(days: SlotsResponse['days']): StripDay[] {
  return days.map(({ date, slots }) => {
    const noon = new Date(`${date}T12:00:00Z`)
    const parts = Object.fromEntries(dayParts.formatToParts(noon).map((p) => [p.type, p.value]))
    const count = slots.length
    const open = count === 0 ? 'no open times' : `${count} open ${count === 1 ? 'time' : 'times'}`
    return {
      date,
      weekday: parts.weekday ?? '',
      day: parts.day ?? '',
      month: parts.month ?? '',
      label: `${dayLong.format(noon)}: ${open}`,
      slotCount: count,
    }
  })
}

/** The day to show first: the one asked for when it is in the strip, else the first with a slot. */
export function initialDate(days: SlotsResponse['days'], preferred?: string): string | undefined {
  if (preferred && days.some((d) => d.date === preferred)) return preferred
  return (days.find((d) => d.slots.length > 0) ?? days[0])?.date
}

export type DayPart = { name: 'Morning' | 'Afternoon' | 'Evening'; slots: { startsAt: string; label: string }[] }

/** A day's slots as Morning (before 12), Afternoon (12-17) and Evening, by the stylist's clock. */
export function slotsByPartOfDay(slots: readonly Slot[], timeZone: string): DayPart[] {
  const hourOf = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
  const parts: DayPart[] = [
    { name: 'Morning', slots: [] },
    { name: 'Afternoon', slots: [] },
    { name: 'Evening', slots: [] },
  ]
  for (const slot of slots) {
    const hour = Number(hourOf.format(new Date(slot.startsAt)))
    const part = hour < 12 ? parts[0] : hour < 17 ? parts[1] : parts[2]
    part.slots.push({ startsAt: slot.startsAt, label: formatClockIn(slot.startsAt, timeZone) })
  }
  return parts.filter((p) => p.slots.length > 0)
}

/**
 * After a 409 the server sends the day's fresh slots: they replace that day's list (the day of the
 * time that was refused, in the stylist's zone), leaving the other days as they were.
 */
export function withFreshSlots(response: SlotsResponse, refusedStart: string, fresh: readonly Slot[]): SlotsResponse {
  const date = localDateIn(new Date(refusedStart), response.timeZone)
  return { ...response, days: response.days.map((d) => (d.date === date ? { ...d, slots: [...fresh] } : d)) }
}
