import {
  addDays as shiftDate,
  clockMinutes,
  dayOfWeekOf,
  localDateOf,
  localTimeResolver,
} from '@marketplace/domain/booking/zoned-time.ts'
import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import type { BookingSettingsDraft, TimeOffDraft } from './bookings.ts'
import type { HoursDraft } from './hours.ts'
import type { Rng } from './random.ts'
import type { ClientRef } from './reviews.ts'

// Demo appointments and their history. Each one is placed on the 15-minute grid of the stylist's
// local working hours, outside time off, after the previous one's buffer (so no two of a stylist's
// appointments overlap, whatever their status); then its story is told as events (booked or
// requested, accepted or declined, maybe moved, maybe cancelled, completed or no-show) and only
// the events up to `now` happen: the status is where the story stands at the seed's clock.

export type EventAction =
  'booked' | 'requested' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'rescheduled' | 'completed' | 'no_show'

export interface EventDraft {
  actorId: string | null
  action: EventAction
  fromStatus: AppointmentStatus | null
  toStatus: AppointmentStatus
  fromStartsAt: Date | null
  toStartsAt: Date | null
  reason: string | null
  at: Date
}

export interface AppointmentDraft {
  stylistId: number
  clientId: string
  serviceCode: string
  serviceName: string
  priceCents: number
  durationMinutes: number
  startsAt: Date
  endsAt: Date
  blockedUntil: Date
  timeZone: string
  status: AppointmentStatus
  notes: string
  cancelReason: string | null
  sequence: number
  createdAt: Date
  updatedAt: Date
  events: EventDraft[]
}

export interface ServiceRef {
  code: string
  name: string
  priceCents: number
  durationMinutes: number
}

export interface BookableStylist {
  stylistId: number
  userId: string
  timeZone: string
  hours: readonly HoursDraft[]
  services: readonly ServiceRef[]
  settings: BookingSettingsDraft
  timeOff: readonly TimeOffDraft[]
}

/** How an appointment's story goes; each part happens only if its time is not after `now`. */
export interface Fate {
  cancel: 'client' | 'stylist' | null
  /** For requests: accepted, declined, never answered (expires at the start), or still pending. */
  response: 'accept' | 'decline' | 'none' | 'pending'
  outcome: 'completed' | 'no_show'
  /** Moved here from another day. */
  moved: boolean
  /** Every step before the start happens by then (the demo accounts' stories are settled by `now`). */
  settledBy?: Date
}

const HOUR = 3_600_000
const MINUTE = 60_000
const at = (t: number) => new Date(t)

const clientReasons = [
  'Something came up at work',
  'Feeling unwell, sorry!',
  'Traveling that week',
  'Childcare fell through',
  'Car trouble',
  'Need to save up a bit first',
]
const stylistReasons = [
  'Sorry, I am out sick that day',
  'The salon is closed for a repair that day',
  'Family emergency: please book another time',
]
const declineReasons = [
  'This service needs a consultation first',
  'I am fully booked that day, please try another time',
  'That length needs a longer appointment: please message me',
]
const notes = [
  'First visit! Shoulder-length hair.',
  'Bringing a photo of what I want.',
  'Please use fragrance-free products.',
  'Coming from work, might be 5 minutes late.',
  'Same as last time, please.',
  'Sensitive scalp.',
  'Thinking about going shorter.',
]

export function randomFate(rng: Rng): Fate {
  const roll = rng.next()
  return {
    cancel: roll < 0.09 ? 'client' : roll < 0.11 ? 'stylist' : null,
    response: rng.weighted({ accept: 88, decline: 7, none: 5 }),
    outcome: rng.chance(0.07) ? 'no_show' : 'completed',
    moved: rng.chance(0.05),
  }
}

/**
 * The appointment at `startsAt`, booked at `createdAt`, told up to `now`. A request's answer comes
 * before the start; a cancellation between the last step and the start; completion after the end.
 */
export function tellStory(
  rng: Rng,
  stylist: BookableStylist,
  slot: { service: ServiceRef; startsAt: Date; clientId: string; createdAt: Date },
  fate: Fate,
  now: Date,
): AppointmentDraft {
  const { service, startsAt, clientId, createdAt } = slot
  const start = startsAt.getTime()
  const end = start + service.durationMinutes * MINUTE
  const client = clientId
  const events: EventDraft[] = []
  const step = (e: Omit<EventDraft, 'fromStartsAt' | 'toStartsAt'> & Partial<EventDraft>) =>
    events.push({ fromStartsAt: null, toStartsAt: null, ...e })
  let status: AppointmentStatus
  let last = createdAt.getTime()
  // Some time between the last step and `until`, nearer the last step.
  const between = (until: number) =>
    last + Math.max(0, Math.min(until, fate.settledBy?.getTime() ?? until) - last) * rng.next() ** 2

  if (stylist.settings.confirmation === 'instant') {
    status = 'confirmed'
    step({
      actorId: client,
      action: 'booked',
      fromStatus: null,
      toStatus: status,
      toStartsAt: startsAt,
      reason: null,
      at: createdAt,
    })
  } else {
    status = 'requested'
    step({
      actorId: client,
      action: 'requested',
      fromStatus: null,
      toStatus: status,
      toStartsAt: startsAt,
      reason: null,
      at: createdAt,
    })
    if (fate.response === 'none') {
      step({ actorId: null, action: 'expired', fromStatus: status, toStatus: 'expired', reason: null, at: startsAt })
      return finish()
    }
    if (fate.response === 'accept' || fate.response === 'decline') {
      last = Math.min(between(Math.min(start, last + 20 * HOUR)), start)
      const declined = fate.response === 'decline'
      const to: AppointmentStatus = declined ? 'declined' : 'confirmed'
      const reason = declined ? rng.pick(declineReasons) : null
      step({
        actorId: stylist.userId,
        action: declined ? 'declined' : 'accepted',
        fromStatus: status,
        toStatus: to,
        reason,
        at: at(last),
      })
      status = to
      if (declined) return finish()
    }
  }
  if (fate.moved) {
    last = between(start - HOUR)
    const from = at(start + rng.pick([-2, -1, 1, 2, 7]) * 24 * HOUR)
    step({
      actorId: client,
      action: 'rescheduled',
      fromStatus: status,
      toStatus: status,
      fromStartsAt: from,
      toStartsAt: startsAt,
      reason: null,
      at: at(last),
    })
  }
  if (fate.cancel) {
    last = between(start - HOUR)
    const to: AppointmentStatus = fate.cancel === 'client' ? 'cancelled_by_client' : 'cancelled_by_stylist'
    const reason = rng.pick(fate.cancel === 'client' ? clientReasons : stylistReasons)
    const actor = fate.cancel === 'client' ? client : stylist.userId
    step({ actorId: actor, action: 'cancelled', fromStatus: status, toStatus: to, reason, at: at(last) })
    return finish()
  }
  if (status === 'confirmed') {
    const noShow = fate.outcome === 'no_show'
    const when = noShow ? start + rng.int(20, 45) * MINUTE : end + rng.int(5, 240) * MINUTE
    step({
      actorId: stylist.userId,
      action: noShow ? 'no_show' : 'completed',
      fromStatus: status,
      toStatus: noShow ? 'no_show' : 'completed',
      reason: null,
      at: at(when),
    })
  }
  return finish()

  function finish(): AppointmentDraft {
    // What has happened by now; a request never answered stays pending until its start.
    const happened = events.filter((e) => e.at <= now)
    const current = happened[happened.length - 1]
    const cancelled = current.action === 'cancelled' || current.action === 'declined'
    return {
      stylistId: stylist.stylistId,
      clientId: client,
      serviceCode: service.code,
      serviceName: service.name,
      priceCents: service.priceCents,
      durationMinutes: service.durationMinutes,
      startsAt,
      endsAt: at(end),
      blockedUntil: at(end + stylist.settings.bufferMinutes * MINUTE),
      timeZone: stylist.timeZone,
      status: current.toStatus,
      notes: rng.chance(0.15) ? rng.pick(notes) : '',
      cancelReason: cancelled ? current.reason : null,
      sequence: happened.length - 1,
      createdAt,
      updatedAt: current.at,
      events: happened,
    }
  }
}

/** The local working intervals of a date, in minutes after midnight, minus that date's time off. */
export function openIntervals(stylist: BookableStylist, date: string): [number, number][] {
  const day = dayOfWeekOf(date)
  const off = stylist.timeOff.filter((t) => t.startsOn <= date && date <= t.endsOn)
  if (off.some((t) => t.fromTime === null)) return []
  const intervals: [number, number][] = []
  for (const h of stylist.hours.filter((x) => x.day === day).sort((a, b) => a.opens.localeCompare(b.opens))) {
    let pieces: [number, number][] = [[clockMinutes(h.opens), clockMinutes(h.closes)]]
    for (const t of off) {
      const [from, to] = [clockMinutes(t.fromTime!), clockMinutes(t.toTime!)]
      pieces = pieces.flatMap(([a, b]): [number, number][] =>
        to <= a || from >= b
          ? [[a, b]]
          : (
              [
                [a, from],
                [to, b],
              ] as [number, number][]
            ).filter(([x, y]) => y > x),
      )
    }
    intervals.push(...pieces)
  }
  return intervals
}

const up15 = (m: number) => Math.ceil(m / 15) * 15

/**
 * Up to `count` starts on one local date, in order, each after the previous one's end and buffer,
 * with gaps of free time between some. Returns the local start minute and the service.
 */
export function fillDay(
  rng: Rng,
  stylist: BookableStylist,
  date: string,
  count: number,
): { minute: number; service: ServiceRef }[] {
  const placed: { minute: number; service: ServiceRef }[] = []
  for (const [opens, closes] of openIntervals(stylist, date)) {
    let cursor = up15(opens)
    while (placed.length < count) {
      const start = up15(cursor + rng.pick([0, 0, 0, 15, 30, 45, 60, 90, 120]))
      const fits = stylist.services.filter((s) => start + s.durationMinutes <= closes)
      if (fits.length === 0) break
      const service = rng.pick(fits)
      placed.push({ minute: start, service })
      cursor = up15(start + service.durationMinutes + stylist.settings.bufferMinutes)
    }
  }
  return placed
}

/** The instant of a local start (working hours never fall in a daylight-saving gap: they start after 2 am). */
export const startOf = (stylist: BookableStylist, date: string, minute: number): Date =>
  new Date(localTimeResolver(date, stylist.timeZone)(minute) ?? Number.NaN)

/** Generated stylists' appointments are written from this many days before the seed's date to this many after. */
export const APPOINTMENT_WINDOW = { from: -30, to: 21 } as const

/**
 * A generated stylist's appointments over the window: a few a day, booked some days ahead by demo
 * clients who had signed up by then. Those whose booking would come after `now` are not made yet.
 */
export function stylistAppointments(
  rng: Rng,
  stylist: BookableStylist,
  clients: readonly ClientRef[],
  joined: Date,
  now: Date,
): AppointmentDraft[] {
  const today = localDateOf(now, stylist.timeZone)
  const { minNoticeHours, horizonDays } = stylist.settings
  const drafts: AppointmentDraft[] = []
  for (let d = APPOINTMENT_WINDOW.from; d <= APPOINTMENT_WINDOW.to; d++) {
    const date = shiftDate(today, d)
    const count = Number(rng.weighted({ 0: 48, 1: 30, 2: 14, 3: 6, 4: 2 }))
    if (count === 0) continue
    for (const { minute, service } of fillDay(rng, stylist, date, count)) {
      const startsAt = startOf(stylist, date, minute)
      const leadDays = Math.min(
        horizonDays,
        Math.max(minNoticeHours / 24 + 0.02, rng.pick([0.1, 0.5, 1, 2, 3, 5, 7, 10, 14, 21]) * rng.float(0.6, 1.4)),
      )
      const createdAt = new Date(startsAt.getTime() - Math.round(leadDays * 86_400_000))
      if (createdAt > now || createdAt.getTime() < joined.getTime() + 86_400_000) continue
      const client = [rng.pick(clients), rng.pick(clients), rng.pick(clients)].find((c) => c.createdAt < createdAt)
      if (!client) continue
      drafts.push(tellStory(rng, stylist, { service, startsAt, clientId: client.id, createdAt }, randomFate(rng), now))
    }
  }
  return drafts
}
