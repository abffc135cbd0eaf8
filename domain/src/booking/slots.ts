import { SLOT_GRID_MINUTES } from '../contract/booking.ts'
import {
  addDays,
  clockMinutes,
  dayOfWeekOf,
  localDateOf,
  localDateTimeOf,
  localTimeResolver,
  zonedInstant,
} from './zoned-time.ts'

// The slot engine of online booking (issue 19). One function, `judge`, decides whether a start
// is open; `openSlots` lists the grid times it accepts and `checkStart` asks it about one start,
// so the slot list and the booking's validation can never disagree.
//
// Rules are local times in the stylist's IANA zone, expanded per date:
// - a slot starts on the 15-minute grid of local time; a local time the zone skips (spring
//   forward) has no slot, and a time that happens twice (fall back) is its earlier instant only;
// - [start, start + duration) lies inside one working interval of its date (intervals of a day
//   that touch or overlap count as one);
// - it does not intersect time off (whole dates, or from/to on one date), nor the busy time of the
//   stylist's outside calendars (instants), which blocks exactly as time off does (no buffer);
// - its blocked range [start, start + duration + buffer) overlaps no busy range (half-open, so
//   back-to-back is fine), the same test the database's exclusion constraint makes;
// - start > now, start >= now + minimum notice;
// - horizon: the start's local date is before today (in the zone) + horizonDays, so a horizon of
//   60 days offers today and the next 59 dates, whatever the hour of `now`.

export interface SlotRules {
  timeZone: string
  workingHours: { dayOfWeek: number; opensAt: string; closesAt: string }[]
  timeOff: { startsOn: string; endsOn: string; fromTime: string | null; toTime: string | null }[]
  busy: { startsAt: Date; blockedUntil: Date }[]
  /** Busy time from the stylist's outside calendars (calendar_busy): blocks [start, end) as time off does. */
  outsideBusy?: { startsAt: Date; endsAt: Date }[]
  minNoticeHours: number
  horizonDays: number
  bufferMinutes: number
}

/**
 * The shape of a visit (issue 39): its length on the grid and its ACTIVE runs, minute offsets from
 * the start; processing gaps lie between runs. The last run ends at `durationMinutes` and takes the
 * buffer (it may be empty, [d, d), when the visit ends in processing: then the buffer alone is
 * active), as the database's appointment_segments (rebuild_appointment_segments) has it. A number
 * is a visit that is active throughout.
 */
export interface VisitShape {
  durationMinutes: number
  active: [number, number][]
}
export type Visit = number | VisitShape

/** One service of a visit: its raw length and, with processing time, its parts. */
export interface VisitPart {
  durationMinutes: number
  activeMinutes: number | null
  processingMinutes: number | null
  finishingMinutes: number | null
}

/** The visit's length: the parts' sum rounded up to the grid, at least one step. */
export function visitMinutes(parts: readonly { durationMinutes: number }[]): number {
  const sum = parts.reduce((total, p) => total + p.durationMinutes, 0)
  return Math.max(SLOT_GRID_MINUTES, Math.ceil(sum / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES)
}

/** The shape of the services in order: each active part runs on until a processing gap. */
export function visitShape(parts: readonly VisitPart[]): VisitShape {
  const durationMinutes = visitMinutes(parts)
  const active: [number, number][] = []
  let t = 0
  let runStart = 0
  for (const p of parts) {
    if ((p.processingMinutes ?? 0) > 0 && p.activeMinutes !== null) {
      if (t + p.activeMinutes > runStart) active.push([runStart, t + p.activeMinutes])
      runStart = t + p.activeMinutes + (p.processingMinutes ?? 0)
    }
    t += p.durationMinutes
  }
  active.push([Math.min(runStart, durationMinutes), durationMinutes])
  return { durationMinutes, active }
}

const shapeOf = (visit: Visit): VisitShape =>
  typeof visit === 'number' ? { durationMinutes: visit, active: [[0, visit]] } : visit

/** The visit's length in minutes, whichever form it has. */
export const visitLength = (visit: Visit): number => (typeof visit === 'number' ? visit : visit.durationMinutes)

export type BookingRefusal =
  'notOnGrid' | 'inPast' | 'insideNotice' | 'pastHorizon' | 'outsideHours' | 'inTimeOff' | 'slotTaken'

export interface DaySlots {
  date: string
  slots: { startsAt: string; endsAt: string }[]
}

const MINUTE = 60_000

/** The rules made ready for many questions: instants in epoch ms, busy ranges sorted. */
interface Engine {
  rules: SlotRules
  durationMs: number
  /** Active runs in ms from the start; the last one takes the buffer. */
  activeMs: [number, number][]
  bufferMs: number
  now: number
  noticeEnd: number
  horizonEnd: string
  /** Local working intervals per weekday, in minutes after midnight, merged and sorted. */
  hours: [number, number][][]
  timeOff: [number, number][]
  busy: Sorted
  outside: Sorted
}

/** Ranges sorted by start, with maxEnd[i] the latest end among the first i + 1 of them. */
interface Sorted {
  starts: number[]
  maxEnd: number[]
}

function sortedRanges(ranges: [number, number][]): Sorted {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0])
  const maxEnd: number[] = []
  for (const [, end] of sorted) maxEnd.push(Math.max(end, maxEnd[maxEnd.length - 1] ?? -Infinity))
  return { starts: sorted.map((r) => r[0]), maxEnd }
}

function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0])
  const merged: [number, number][] = []
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else merged.push([a, b])
  }
  return merged
}

function prepare(rules: SlotRules, visit: Visit, now: Date): Engine {
  const shape = shapeOf(visit)
  const zone = rules.timeZone
  const hours = Array.from({ length: 7 }, (_, day) =>
    mergeIntervals(
      rules.workingHours
        .filter((h) => h.dayOfWeek === day)
        .map((h): [number, number] => [clockMinutes(h.opensAt), clockMinutes(h.closesAt)]),
    ),
  )
  const timeOff = rules.timeOff.map((t): [number, number] =>
    t.fromTime !== null && t.toTime !== null
      ? [zonedInstant(t.startsOn, t.fromTime, zone).getTime(), zonedInstant(t.startsOn, t.toTime, zone).getTime()]
      : [
          zonedInstant(t.startsOn, '00:00', zone).getTime(),
          zonedInstant(addDays(t.endsOn, 1), '00:00', zone).getTime(),
        ],
  )
  const nowMs = now.getTime()
  return {
    rules,
    durationMs: shape.durationMinutes * MINUTE,
    activeMs: shape.active.map(([a, b]): [number, number] => [a * MINUTE, b * MINUTE]),
    bufferMs: rules.bufferMinutes * MINUTE,
    now: nowMs,
    noticeEnd: nowMs + rules.minNoticeHours * 60 * MINUTE,
    horizonEnd: addDays(localDateOf(now, zone), rules.horizonDays),
    hours,
    timeOff,
    busy: sortedRanges(rules.busy.map((b) => [b.startsAt.getTime(), b.blockedUntil.getTime()])),
    outside: sortedRanges((rules.outsideBusy ?? []).map((b) => [b.startsAt.getTime(), b.endsAt.getTime()])),
  }
}

/** Whether [start, end) overlaps one of the ranges: among those starting before `end`, one ends after `start`. */
function overlaps(ranges: Sorted, start: number, end: number): boolean {
  let lo = 0
  let hi = ranges.starts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (ranges.starts[mid] < end) lo = mid + 1
    else hi = mid
  }
  return lo > 0 && ranges.maxEnd[lo - 1] > start
}

/** A day of the engine: its date, the resolver of its local times, its working intervals as instants. */
interface Day {
  date: string
  resolve: (minutes: number) => number | null
  /** Merged local intervals (minutes) and the same as instants; a bound the zone skips moves forward. */
  local: [number, number][]
  instants: [number, number][]
}

function dayOf(engine: Engine, date: string): Day {
  const zone = engine.rules.timeZone
  const local = engine.hours[dayOfWeekOf(date)]
  const bound = (minutes: number) => zonedInstant(date, clock(minutes), zone).getTime()
  return {
    date,
    resolve: localTimeResolver(date, zone),
    local,
    instants: local.map(([opens, closes]): [number, number] => [bound(opens), bound(closes)]),
  }
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The one rule of an open start: `start` (epoch ms) is the instant of a grid time of `day`.
 * Refusals in the order the API reports them.
 */
function judge(engine: Engine, day: Day, start: number): BookingRefusal | null {
  if (start <= engine.now) return 'inPast'
  if (start < engine.noticeEnd) return 'insideNotice'
  if (day.date >= engine.horizonEnd) return 'pastHorizon'
  const end = start + engine.durationMs
  if (!day.instants.some(([opens, closes]) => opens <= start && end <= closes)) return 'outsideHours'
  // Each active run: free of time off and outside busy time, and (its last with the buffer) of
  // other appointments' active time. A processing gap blocks nothing.
  const last = engine.activeMs.length - 1
  let taken = false
  for (let i = 0; i <= last; i++) {
    const from = start + engine.activeMs[i][0]
    const to = start + engine.activeMs[i][1]
    if (to > from) {
      if (engine.timeOff.some(([off, on]) => from < on && off < to)) return 'inTimeOff'
      if (overlaps(engine.outside, from, to)) return 'inTimeOff'
    }
    const blockedTo = i === last ? to + engine.bufferMs : to
    if (blockedTo > from && overlaps(engine.busy, from, blockedTo)) taken = true
  }
  return taken ? 'slotTaken' : null
}

/** The open starts of one date, in time order; stops after `limit` of them. */
function daySlots(engine: Engine, date: string, limit = Infinity): number[] {
  const day = dayOf(engine, date)
  const starts: number[] = []
  const seen = new Set<number>()
  for (const [opens, closes] of day.local) {
    const first = Math.ceil(opens / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES
    for (let minutes = first; minutes < closes; minutes += SLOT_GRID_MINUTES) {
      const start = day.resolve(minutes)
      if (start === null || seen.has(start)) continue
      seen.add(start)
      if (judge(engine, day, start) === null) starts.push(start)
    }
  }
  starts.sort((a, b) => a - b)
  return starts.slice(0, limit)
}

/**
 * The open slots for a service of `durationMinutes` on each date from `fromDate` to `toDate`
 * (inclusive, dates in the stylist's zone), every date listed, days without a slot empty.
 */
export function openSlots(
  rules: SlotRules,
  durationMinutes: Visit,
  fromDate: string,
  toDate: string,
  now: Date,
): DaySlots[] {
  const engine = prepare(rules, durationMinutes, now)
  const days: DaySlots[] = []
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const slots = daySlots(engine, date).map((start) => ({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + engine.durationMs).toISOString(),
    }))
    days.push({ date, slots })
  }
  return days
}

/** Why a booking may not start at `startsAt`, or null when it may: the rules of openSlots. */
export function checkStart(rules: SlotRules, durationMinutes: Visit, startsAt: Date, now: Date): BookingRefusal | null {
  const engine = prepare(rules, durationMinutes, now)
  const start = startsAt.getTime()
  if (Number.isNaN(start)) return 'notOnGrid'
  // A grid time is a whole minute of local time, a multiple of the grid, that resolves back to
  // this very instant (the second pass of a repeated hour does not: openSlots never lists it).
  if (start % MINUTE !== 0) return 'notOnGrid'
  const local = localDateTimeOf(startsAt, rules.timeZone)
  if (local.minutes % SLOT_GRID_MINUTES !== 0) return 'notOnGrid'
  const day = dayOf(engine, local.date)
  if (day.resolve(local.minutes) !== start) return 'notOnGrid'
  return judge(engine, day, start)
}

/**
 * The earliest open start from `now` within `withinDays` local dates (today counts as the first),
 * or null. Days without working hours cost nothing; the first open day stops the search.
 */
export function nextOpenSlot(rules: SlotRules, durationMinutes: Visit, now: Date, withinDays = 14): Date | null {
  const engine = prepare(rules, durationMinutes, now)
  const today = localDateOf(now, rules.timeZone)
  for (let i = 0; i < withinDays; i++) {
    const date = addDays(today, i)
    if (date >= engine.horizonEnd) break
    if (engine.hours[dayOfWeekOf(date)].length === 0) continue
    const [first] = daySlots(engine, date, 1)
    if (first !== undefined) return new Date(first)
  }
  return null
}
