import ICAL from 'ical.js'
import { zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'

// The busy time of an outside calendar (an iCalendar text a stylist's calendar app publishes),
// expanded by ical.js, a kept library: RRULE, RDATE and EXDATE through its event iterator,
// RECURRENCE-ID overrides by relating each exception to its series, VTIMEZONE definitions of the
// document itself (never registered globally: one stylist's calendar cannot change another's zones).
// Times with no zone (floating) or a TZID the document does not define are read as wall times in a
// zone: the TZID when it names an IANA zone, else the stylist's. All-day events block their whole
// local dates in the stylist's zone. Free (TRANSP:TRANSPARENT) and cancelled events block nothing.

export interface BusyInterval {
  startsAt: Date
  endsAt: Date
}

/** Limits on what one calendar may cost (the text is someone else's). */
export const EXPAND_LIMITS = { steps: 200_000, intervals: 5_000, ms: 3_000 }

export class CalendarUnreadable extends Error {}

const DAY = 86_400_000

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Drops VTIMEZONEs whose observances repeat other than yearly: real zones never do, and an
 * observance repeating every second would make ical.js expand it for ever. Events naming such a
 * zone fall back to reading their TZID as an IANA name, or the stylist's zone.
 */
function dropStrangeZones(root: ICAL.Component): void {
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const observances = [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')]
    const strange = observances.some((o) =>
      o.getAllProperties('rrule').some((p) => {
        const value = p.getFirstValue() as ICAL.Recur | null
        return value?.freq !== 'YEARLY'
      }),
    )
    if (strange || observances.length === 0 || observances.length > 400) root.removeSubcomponent(zone)
  }
}

/** The instant of an ical.js time, by the rules above; all-day times give their local midnight. */
function instantOf(time: ICAL.Time, fallbackZone: string, stylistZone: string): number {
  const zone = time.zone
  if (!time.isDate) {
    if (zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000
    if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid && zone.component) return time.toUnixTime() * 1000
  }
  const wallZone = time.isDate ? stylistZone : fallbackZone
  const date = `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`
  const clock = time.isDate ? '00:00' : `${pad(time.hour)}:${pad(time.minute)}`
  return zonedInstant(date, clock, wallZone).getTime() + (time.isDate ? 0 : time.second * 1000)
}

function blocks(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED'
}

/** The TZID an event's DTSTART names, as an IANA zone, or the stylist's zone. */
function fallbackZoneOf(event: ICAL.Component, stylistZone: string): string {
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid')
  const name = typeof tzid === 'string' ? tzid : undefined
  return name && isIanaZone(name) ? name : stylistZone
}

/** Merges overlapping or touching intervals (sorted by start). */
export function mergeBusy(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  const merged: BusyInterval[] = []
  for (const i of sorted) {
    const last = merged[merged.length - 1]
    if (last && i.startsAt.getTime() <= last.endsAt.getTime()) {
      if (i.endsAt > last.endsAt) last.endsAt = i.endsAt
    } else merged.push({ startsAt: i.startsAt, endsAt: i.endsAt })
  }
  return merged
}

/**
 * The busy intervals of `text` that overlap [from, to), clipped to it and merged. Throws
 * CalendarUnreadable when the text is not iCalendar or costs more than EXPAND_LIMITS.
 */
export function expandBusy(text: string, options: { from: Date; to: Date; zone: string }): BusyInterval[] {
  const from = options.from.getTime()
  const to = options.to.getTime()
  const started = Date.now()
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[])
  } catch {
    throw new CalendarUnreadable('not iCalendar')
  }
  if (root.name !== 'vcalendar') throw new CalendarUnreadable('not iCalendar')
  dropStrangeZones(root)
  const intervals: BusyInterval[] = []
  let steps = 0
  const spend = () => {
    if (++steps > EXPAND_LIMITS.steps || (steps % 1000 === 0 && Date.now() - started > EXPAND_LIMITS.ms))
      throw new CalendarUnreadable('too complex')
  }
  const add = (start: number, end: number) => {
    if (!(end > start) || end <= from || start >= to) return
    intervals.push({ startsAt: new Date(Math.max(start, from)), endsAt: new Date(Math.min(end, to)) })
    if (intervals.length > EXPAND_LIMITS.intervals * 4) throw new CalendarUnreadable('too many events')
  }

  // Series by UID: the event without RECURRENCE-ID is the series, the others its overrides.
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>()
  const lone: ICAL.Component[] = []
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = vevent.getFirstPropertyValue('uid')
    if (typeof uid !== 'string' || uid === '') {
      lone.push(vevent)
      continue
    }
    const entry = byUid.get(uid) ?? { exceptions: [] }
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent)
    else entry.master = vevent
    byUid.set(uid, entry)
  }

  const single = (vevent: ICAL.Component) => {
    spend()
    if (!blocks(vevent)) return
    // `exceptions` given (empty): ical.js would otherwise relate every override in the file to it.
    const event = new ICAL.Event(vevent, { exceptions: [] })
    if (!event.startDate) return
    const fallback = fallbackZoneOf(vevent, options.zone)
    const start = instantOf(event.startDate, fallback, options.zone)
    const end = event.endDate
      ? instantOf(event.endDate, fallback, options.zone)
      : start + (event.startDate.isDate ? DAY : 0)
    add(start, end)
  }

  for (const vevent of lone) single(vevent)
  for (const { master, exceptions } of byUid.values()) {
    if (!master) {
      // Overrides whose series is not in the text: each stands alone.
      for (const e of exceptions) single(e)
      continue
    }
    // Only this series' own overrides (by UID): left to itself, ical.js relates every override in
    // the file to every series, so another series' override at the same time would replace this one's.
    const event = new ICAL.Event(master, {
      strictExceptions: true,
      exceptions: exceptions.map((e) => new ICAL.Event(e, { exceptions: [] })),
    })
    if (!event.startDate) continue
    if (!event.isRecurring()) {
      single(master)
      continue
    }
    const fallback = fallbackZoneOf(master, options.zone)
    const iterator = event.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) {
      spend()
      const details = event.getOccurrenceDetails(next)
      const start = instantOf(details.startDate, fallback, options.zone)
      // Occurrences come in order of their original start: past the window, none later can be in it
      // (an override moved into the window from beyond it is caught below).
      if (instantOf(next, fallback, options.zone) >= to + DAY) break
      if (!blocks(details.item.component)) continue
      const end = instantOf(details.endDate, fallback, options.zone)
      add(start, end)
    }
    // Overrides whose original start lies beyond the window but which were moved into it.
    for (const e of exceptions) {
      const rid = e.getFirstPropertyValue('recurrence-id')
      if (rid instanceof ICAL.Time && instantOf(rid, fallback, options.zone) >= to + DAY) single(e)
    }
  }
  const merged = mergeBusy(intervals)
  if (merged.length > EXPAND_LIMITS.intervals) throw new CalendarUnreadable('too many events')
  return merged
}
