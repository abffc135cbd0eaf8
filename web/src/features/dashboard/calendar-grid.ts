import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import type { Schedule } from '@marketplace/domain/contract/calendar.ts'
import { addDays, formatSlotLabel, localDateOf, localDateTimeOf } from '@marketplace/domain/booking/zoned-time.ts'
import { mondayOf, onAgenda, statusLooks } from './appointments-agenda'

// The Appointments tab's day and week grids (issue 39, point 5): which dates a view shows, and
// where each thing of the schedule sits in a day's column. Places are wall-clock minutes after
// the local midnight of the stylist's zone (as every calendar app draws them), computed with the
// zone's own rules, so the browser's zone never matters and a DST day is drawn on the same clock.

export type ScheduleView = 'day' | 'week'
export const DAY_MINUTES = 24 * 60

/** The dates a view shows around `date` (YYYY-MM-DD): the day, or its Monday-to-Sunday week. */
export function viewDates(view: ScheduleView, date: string): string[] {
  if (view === 'day') return [date]
  const monday = mondayOf(date)
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** The date Previous or Next moves to: a day, or a week. */
export function stepDate(view: ScheduleView, date: string, step: -1 | 1): string {
  return addDays(date, view === 'day' ? step : 7 * step)
}

/**
 * A part of an appointment: the stylist works in 'active' parts; a 'gap' (a colour's processing
 * time, issue 39 point 4) leaves them free. A block is drawn from its segments, so an appointment
 * with active-gap-active parts needs no other layout.
 */
export interface Segment {
  startsAt: string
  endsAt: string
  kind: 'active' | 'gap'
}

/**
 * An appointment's segments from its visit's active runs (minutes from its start, ADR 023): the
 * runs are active, what lies between them (and after the last, when a service ends in processing)
 * is a gap. Without runs, one active part from start to end.
 */
export function segmentsOf(appointment: Pick<Appointment, 'startsAt' | 'endsAt' | 'service'>): Segment[] {
  const start = Date.parse(appointment.startsAt)
  const end = Date.parse(appointment.endsAt)
  const at = (minutes: number) => Math.min(end, start + minutes * 60_000)
  const segments: { from: number; to: number; kind: Segment['kind'] }[] = []
  let reached = start
  for (const [a, b] of appointment.service.active) {
    const from = Math.max(reached, at(a))
    const to = at(b)
    if (to <= from) continue
    if (from > reached) segments.push({ from: reached, to: from, kind: 'gap' })
    segments.push({ from, to, kind: 'active' })
    reached = to
  }
  if (segments.length === 0) return [{ startsAt: appointment.startsAt, endsAt: appointment.endsAt, kind: 'active' }]
  if (reached < end) segments.push({ from: reached, to: end, kind: 'gap' })
  return segments.map((s) => ({
    startsAt: new Date(s.from).toISOString(),
    endsAt: new Date(s.to).toISOString(),
    kind: s.kind,
  }))
}

/** Where an instant falls on `date`'s wall clock: 0 before its midnight, 1440 after its end. */
export function wallMinutes(instant: string, date: string, zone: string): number {
  const local = localDateTimeOf(new Date(instant), zone)
  if (local.date < date) return 0
  if (local.date > date) return DAY_MINUTES
  return local.minutes
}

/** [top, bottom) in minutes after midnight, of what lies on `date` (null when nothing does). */
function placeOn(startsAt: string, endsAt: string, date: string, zone: string): [number, number] | null {
  const top = wallMinutes(startsAt, date, zone)
  const bottom = wallMinutes(endsAt, date, zone)
  return bottom > top ? [top, bottom] : null
}

export interface PlacedSegment {
  top: number
  bottom: number
  kind: Segment['kind']
}

export interface PlacedAppointment {
  appointment: Appointment
  top: number
  bottom: number
  segments: PlacedSegment[]
  /** Side by side with those it overlaps: its lane of `lanes`. */
  lane: number
  lanes: number
}

export interface PlacedBlock {
  top: number
  bottom: number
  kind: 'timeOff' | 'busy'
  /** 'Time off', 'Time off: Training', 'Busy in Personal'. */
  label: string
  startsAt: string
  endsAt: string
  allDay: boolean
}

export interface DayLayout {
  date: string
  /** Working hours, in minutes after midnight. */
  open: [number, number][]
  appointments: PlacedAppointment[]
  blocks: PlacedBlock[]
}

/** Lanes for overlapping appointments: each takes the first lane free at its start; a cluster shares its width. */
function assignLanes(items: Omit<PlacedAppointment, 'lane' | 'lanes'>[]): PlacedAppointment[] {
  const placed: PlacedAppointment[] = []
  let cluster: PlacedAppointment[] = []
  let clusterEnd = -1
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1))
    for (const p of cluster) p.lanes = lanes
    cluster = []
  }
  for (const item of items) {
    if (item.top >= clusterEnd) close()
    const taken = new Set(cluster.filter((p) => p.bottom > item.top).map((p) => p.lane))
    let lane = 0
    while (taken.has(lane)) lane++
    const p = { ...item, lane, lanes: 1 }
    cluster.push(p)
    placed.push(p)
    clusterEnd = Math.max(clusterEnd, item.bottom)
  }
  close()
  return placed
}

/** What one day's column draws: hours, appointments (declined and expired left out) in lanes, time off and busy time. */
export function layoutDay(schedule: Schedule, date: string): DayLayout {
  const zone = schedule.timeZone
  const open = (schedule.days.find((d) => d.date === date)?.open ?? []).flatMap((o) => {
    const place = placeOn(o.startsAt, o.endsAt, date, zone)
    return place ? [place] : []
  })
  const items = schedule.appointments
    .filter(onAgenda)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
    .flatMap((appointment) => {
      const place = placeOn(appointment.startsAt, appointment.endsAt, date, zone)
      if (!place) return []
      const segments = segmentsOf(appointment).flatMap((s) => {
        const at = placeOn(s.startsAt, s.endsAt, date, zone)
        return at ? [{ top: at[0], bottom: at[1], kind: s.kind }] : []
      })
      return [{ appointment, top: place[0], bottom: place[1], segments }]
    })
  const blocks: PlacedBlock[] = [
    ...schedule.timeOff.map((t) => ({
      kind: 'timeOff' as const,
      label: t.note ? `Time off: ${t.note}` : 'Time off',
      startsAt: t.startsAt,
      endsAt: t.endsAt,
      allDay: t.allDay,
    })),
    ...schedule.busy.map((b) => ({
      kind: 'busy' as const,
      label: `Busy in ${b.calendar}`,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      allDay: false,
    })),
  ]
    .flatMap((b) => {
      const place = placeOn(b.startsAt, b.endsAt, date, zone)
      return place ? [{ ...b, top: place[0], bottom: place[1] }] : []
    })
    .sort((a, b) => a.top - b.top || a.bottom - b.bottom)
  return { date, open, appointments: assignLanes(items), blocks }
}

/**
 * The hours the grid shows for these days: 8 AM to 6 PM at least, widened to the working hours,
 * the appointments and, on today, the "now" line (time off and busy time are drawn within it).
 */
export function hourWindow(
  days: readonly DayLayout[],
  nowMinutes: number | null = null,
): { first: number; last: number } {
  let top = Math.min(8 * 60, nowMinutes ?? Infinity)
  let bottom = Math.max(18 * 60, nowMinutes === null ? 0 : nowMinutes + 1)
  for (const day of days)
    for (const [a, b] of [...day.open, ...day.appointments.map((p): [number, number] => [p.top, p.bottom])]) {
      top = Math.min(top, a)
      bottom = Math.max(bottom, b)
    }
  return { first: Math.floor(top / 60), last: Math.min(24, Math.ceil(bottom / 60)) }
}

/** '9 AM', '12 PM' */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${h} ${hour % 24 < 12 ? 'AM' : 'PM'}`
}

/** '10:00 AM to 11:00 AM' in `zone`. */
export function spokenRange(startsAt: string, endsAt: string, zone: string): string {
  return `${formatSlotLabel(startsAt, zone)} to ${formatSlotLabel(endsAt, zone)}`
}

/**
 * A block's full name for a screen reader: '10:00 AM to 11:00 AM, Ana Lee, Haircut, Confirmed';
 * with processing time, each gap said after the services: '…, Cut + Highlights, processing
 * 11:00 AM to 11:45 AM, Confirmed'.
 */
export function blockName(appointment: Appointment, zone: string): string {
  const who = appointment.client?.name ?? 'A client'
  const gaps = segmentsOf(appointment)
    .filter((s) => s.kind === 'gap')
    .map((s) => `processing ${spokenRange(s.startsAt, s.endsAt, zone)}`)
  return [
    spokenRange(appointment.startsAt, appointment.endsAt, zone),
    who,
    appointment.service.name,
    ...gaps,
    statusLooks[appointment.status].label,
  ].join(', ')
}

/** A time off or busy entry as read out: '2:30 PM to 3:30 PM, Busy in Personal', or 'All day, Time off'. */
export function blockText(block: PlacedBlock, zone: string): string {
  const whole = block.allDay || (block.top === 0 && block.bottom === DAY_MINUTES)
  return `${whole ? 'All day' : spokenRange(block.startsAt, block.endsAt, zone)}, ${block.label}`
}

/** Today's date in the zone and the wall minute of `now`, for the "now" line. */
export function nowMark(now: Date, zone: string): { date: string; minutes: number } {
  return { date: localDateOf(now, zone), minutes: localDateTimeOf(now, zone).minutes }
}
