import { addDays, clockMinutes, dayOfWeekOf, localDateTimeOf } from './zoned-time.ts'

/** One opening interval of a week, in the stylist's wall clock (working_hours). */
export interface WeeklyHours {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number
  /** 'HH:MM' or 'HH:MM:SS'. */
  opensAt: string
  closesAt: string
}

export type OpeningStatus = { open: true; until: string; label: string } | { open: false; opens: string; label: string }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** "7 PM", "7:30 PM", "12 PM" (noon), "12 AM" (midnight, also the end of a day at 24:00). */
export function clockLabel(minutes: number): string {
  const m = minutes % (24 * 60)
  const hour = Math.floor(m / 60)
  const minute = m % 60
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`
}

/**
 * Whether a stylist is open at `now`, read in the stylist's zone from the weekly hours: "Open now ·
 * until 7 PM" (to the end of the interval, joined with any interval that starts as it closes), or
 * when it next opens: "Opens 2 PM" later today, "Opens Tue 10 AM" within the week. Null when no
 * hours are listed. Wall-clock arithmetic only: a daylight-saving change moves no opening hour.
 */
export function openingStatus(hours: readonly WeeklyHours[], zone: string, now: Date): OpeningStatus | null {
  if (hours.length === 0) return null
  const { date, minutes } = localDateTimeOf(now, zone)
  const dayOf = (offset: number) => dayOfWeekOf(addDays(date, offset))
  const intervals = (day: number) =>
    hours
      .filter((h) => h.dayOfWeek === day)
      .map((h) => ({ opens: clockMinutes(h.opensAt), closes: clockMinutes(h.closesAt) }))
      .sort((a, b) => a.opens - b.opens)

  const today = intervals(dayOf(0))
  const current = today.find((i) => i.opens <= minutes && minutes < i.closes)
  if (current) {
    let closes = current.closes
    for (const next of today) if (next.opens <= closes && next.closes > closes) closes = next.closes
    const until = clockLabel(closes)
    return { open: true, until, label: `Open now · until ${until}` }
  }
  const later = today.find((i) => i.opens > minutes)
  if (later) {
    const opens = clockLabel(later.opens)
    return { open: false, opens, label: `Opens ${opens}` }
  }
  for (let offset = 1; offset <= 7; offset++) {
    const [first] = intervals(dayOf(offset))
    if (first) {
      const opens = `${WEEKDAYS[dayOf(offset)]} ${clockLabel(first.opens)}`
      return { open: false, opens, label: `Opens ${opens}` }
    }
  }
  return null
}
