import { offsetMinutes } from '@marketplace/domain/booking/zoned-time.ts'
import { contentLine, textValue } from './ical-text.ts'

// A VTIMEZONE (RFC 5545 3.6.5) written from the runtime's own zone data (Intl), so an event can
// carry its stylist's zone (DTSTART;TZID=America/New_York:...) and a calendar shows it in that
// zone's wall time. Each change of offset between `from` and `to` becomes one STANDARD or DAYLIGHT
// observance with its own DTSTART (no RRULE: a zone's rules change over the years, its
// transitions are facts), preceded by one observance that holds from 1970 with the offset at `from`.

/** Zones change offset at most a few times a year, never twice within this step. */
const STEP = 12 * 3_600_000

/** ±HHMM (3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/** A local DATE-TIME (form 1): the wall time `offset` minutes from UTC at `instant`. */
export function localDateTime(instant: number, offset: number): string {
  return new Date(instant + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '')
}

/** The instants at which the zone's offset changes in [from, to), found a step at a time, then to the minute. */
export function offsetChanges(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const changes: { at: number; before: number; after: number }[] = []
  let previous = offsetMinutes(from, zone)
  for (let t = from + STEP; t < to + STEP; t += STEP) {
    const current = offsetMinutes(t, zone)
    if (current === previous) continue
    // The change lies in (t - STEP, t]: narrow it to the minute (from's minute grid).
    let lo = t - STEP
    let hi = t
    while (hi - lo > 60_000) {
      const mid = lo + Math.max(1, Math.floor((hi - lo) / 120_000)) * 60_000
      if (offsetMinutes(mid, zone) === previous) lo = mid
      else hi = mid
    }
    changes.push({ at: hi, before: previous, after: current })
    previous = current
  }
  return changes
}

/** The VTIMEZONE lines of `zone` (an IANA name the runtime knows) for events between `from` and `to`. */
export function vtimezoneLines(zone: string, from: Date, to: Date): string[] {
  const start = Math.floor(from.getTime() / 3_600_000) * 3_600_000
  const first = offsetMinutes(start, zone)
  const changes = offsetChanges(zone, start, to.getTime())
  // Daylight time is any offset above the lowest one seen in these years.
  const standard = Math.min(first, ...changes.map((c) => c.after))
  const observance = (at: string, before: number, after: number) => {
    const name = after > standard ? 'DAYLIGHT' : 'STANDARD'
    return [
      contentLine('BEGIN', name),
      contentLine('DTSTART', at),
      contentLine('TZOFFSETFROM', utcOffset(before)),
      contentLine('TZOFFSETTO', utcOffset(after)),
      contentLine('END', name),
    ]
  }
  return [
    contentLine('BEGIN', 'VTIMEZONE'),
    contentLine('TZID', textValue(zone)),
    ...observance('19700101T000000', first, first),
    // An observance's DTSTART is the wall time the change happens at, read in the offset before it.
    ...changes.flatMap((c) => observance(localDateTime(c.at, c.before), c.before, c.after)),
    contentLine('END', 'VTIMEZONE'),
  ]
}
