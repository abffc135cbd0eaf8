// Local dates and clock times of an IANA time zone, turned into instants and back, with nothing
// but Intl (Node 20 has no Temporal). Dates are 'YYYY-MM-DD', clock times 'HH:MM' (or the
// 'HH:MM:SS' PostgreSQL returns for a `time`); instants are Dates (UTC).

const MINUTE = 60_000
const DAY = 86_400_000

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormatters.set(zone, f)
  }
  return f
}

/** The wall clock of `ms` in `zone`, as if that wall clock were UTC (milliseconds, whole seconds). */
function wallClockMs(ms: number, zone: string): number {
  const p: Record<string, number> = {}
  for (const part of offsetFormatter(zone).formatToParts(ms)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value)
  }
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutes(instant: Date | number, zone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  const whole = Math.floor(ms / 1000) * 1000
  return Math.round((wallClockMs(whole, zone) - whole) / MINUTE)
}

function parseDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`)
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
}

/** Minutes after midnight of 'HH:MM' or 'HH:MM:SS' ('24:00' is the end of the day). */
export function clockMinutes(time: string): number {
  const m = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time)
  if (!m) throw new RangeError(`Not a clock time (HH:MM): ${time}`)
  return Number(m[1]) * 60 + Number(m[2])
}

function isoDate(utcMidnightMs: number): string {
  return new Date(utcMidnightMs).toISOString().slice(0, 10)
}

/** The date `n` days after `date` (calendar days; negative goes back). */
export function addDays(date: string, n: number): string {
  return isoDate(parseDate(date) + n * DAY)
}

/** 0 = Sunday ... 6 = Saturday, as working_hours.day_of_week and PostgreSQL's extract(dow). */
export function dayOfWeekOf(date: string): number {
  return new Date(parseDate(date)).getUTCDay()
}

/** The local date of an instant in a zone. */
export function localDateOf(instant: Date, zone: string): string {
  return isoDate(Math.floor(wallClockMs(instant.getTime(), zone) / DAY) * DAY)
}

/** wallClockMs to the millisecond: the zone's formatter gives whole seconds. */
function exactWallClockMs(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000
  return wallClockMs(whole, zone) + (ms - whole)
}

/** The local date and minutes after midnight of an instant; minutes are fractional off the minute. */
export function localDateTimeOf(instant: Date, zone: string): { date: string; minutes: number } {
  const wall = exactWallClockMs(instant.getTime(), zone)
  const midnight = Math.floor(wall / DAY) * DAY
  return { date: isoDate(midnight), minutes: (wall - midnight) / MINUTE }
}

/**
 * An instant's wall clock in a zone, as PostgreSQL's `(instant at time zone zone)` gives it: the
 * date, the time to the millisecond ('HH:MM:SS.mmm') and the weekday (0 = Sunday, as extract(dow)).
 */
export function wallClockOf(instant: Date, zone: string): { date: string; time: string; dow: number } {
  const wall = new Date(exactWallClockMs(instant.getTime(), zone))
  const iso = wall.toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 23), dow: wall.getUTCDay() }
}

/** The local clock time 'HH:MM' of an instant in a zone. */
export function localTimeOf(instant: Date, zone: string): string {
  return new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(11, 16)
}

/** One local date of a zone: its offset before and after any change that day, and when it changes. */
interface ZoneDay {
  /** The date's midnight written as if UTC (its wall clock, not an instant). */
  midnight: number
  before: number
  after: number
  /** The first instant at the `after` offset; Infinity on a day without a change. */
  change: number
}

const zoneDays = new Map<string, ZoneDay>()

/**
 * Every instant of a local day lies within 14 hours of its wall clock, so the offsets 15 hours
 * before its midnight and after its end are all the offsets it can have (no zone changes its
 * offset twice within two days); when they differ, a binary search finds the minute of the change.
 * Cached: the slots of a month, or the next open slot of many stylists in one zone, ask for the
 * same few days over and over.
 */
function zoneDay(date: string, zone: string): ZoneDay {
  const key = `${zone} ${date}`
  const cached = zoneDays.get(key)
  if (cached) return cached
  const midnight = parseDate(date)
  let lo = midnight - 15 * 60 * MINUTE
  let hi = midnight + DAY + 15 * 60 * MINUTE
  const before = offsetMinutes(lo, zone)
  const after = offsetMinutes(hi, zone)
  if (before !== after) {
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE
      if (offsetMinutes(mid, zone) === before) lo = mid
      else hi = mid
    }
  }
  const day = { midnight, before, after, change: before === after ? Infinity : hi }
  if (zoneDays.size >= 20_000) zoneDays.clear()
  zoneDays.set(key, day)
  return day
}

/**
 * The instant (epoch ms) at which the wall clock of `zone` reads `minutes` after midnight of the
 * day: the earlier one in the repeated hour; for a time the zone skips, null, or with
 * `compatible` the time moved forward by the gap (Temporal's 'compatible' disambiguation).
 */
function resolveWall(day: ZoneDay, minutes: number, compatible: boolean): number | null {
  const wall = day.midnight + minutes * MINUTE
  const early = wall - day.before * MINUTE
  const late = wall - day.after * MINUTE
  const earlyValid = early < day.change
  const lateValid = late >= day.change
  if (earlyValid && lateValid) return Math.min(early, late)
  if (earlyValid) return early
  if (lateValid) return late
  return compatible ? early : null
}

/**
 * A resolver of local clock times (minutes after midnight) on one date, to epoch milliseconds:
 * the earlier instant in the repeated hour, null for a time the zone skips.
 */
export function localTimeResolver(date: string, zone: string): (minutes: number) => number | null {
  const day = zoneDay(date, zone)
  return (minutes) => resolveWall(day, minutes, false)
}

/** The exact instant of a local date and time, or null if the zone skips that time (DST gap). */
export function exactZonedInstant(date: string, time: string, zone: string): Date | null {
  const ms = resolveWall(zoneDay(date, zone), clockMinutes(time), false)
  return ms === null ? null : new Date(ms)
}

/**
 * The instant of a local date and time in a zone. A time in the repeated hour is its earlier
 * instant; a time the zone skips moves forward by the gap (New York 02:30 on 2026-03-08 is 03:30
 * EDT), as Temporal's 'compatible' disambiguation does, so a range bound in a gap still has an
 * instant. Use exactZonedInstant to tell a skipped time apart.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  return new Date(resolveWall(zoneDay(date, zone), clockMinutes(time), true) as number)
}

const shortNameFormatters = new Map<string, Intl.DateTimeFormat>()

/** The zone's short name at an instant, as people read it: 'CST', 'EDT', 'MST' (or 'GMT+5:30'). */
export function zoneShortName(instant: Date, zone: string): string {
  let f = shortNameFormatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    shortNameFormatters.set(zone, f)
  }
  const parts = f.formatToParts(instant)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>()

/** A slot's start as the booking panel shows it: '2:30 PM' in the stylist's zone. */
export function formatSlotLabel(instantIso: string, zone: string): string {
  let f = labelFormatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
    labelFormatters.set(zone, f)
  }
  // Newer ICU puts a narrow no-break space before AM/PM; one plain form for every runtime.
  return f.format(new Date(instantIso)).replace(/[\u202f\u00a0]/g, ' ')
}
