import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import {
  MAX_VISIT_SERVICES,
  SLOT_GRID_MINUTES,
  type Slot,
  type SlotsResponse,
} from '@marketplace/domain/contract/booking.ts'
import type { BookingChoice } from './booking-choice'

export type StripDay = { date: string; open: boolean }

export type PanelState = {
  /** The strip's days, null until the times have loaded. */
  days: StripDay[] | null
  /** The day shown: the address's, else the first with an open time. */
  date: string | null
  /** That day's open times, null until loaded. */
  daySlots: Slot[] | null
  /** The address's time, when it is still open on that day. */
  slot: string | null
  /** The address asked for a time that is no longer open (taken, or now inside the notice). */
  slotGone: boolean
  noneInStrip: boolean
}

/** What the panel shows for a choice, from the strip's dates and the slots answer. */
export function panelState(
  dates: readonly string[],
  data: SlotsResponse | undefined,
  choice: BookingChoice,
): PanelState {
  if (!data) return { days: null, date: null, daySlots: null, slot: null, slotGone: false, noneInStrip: false }
  const slotsOn = (date: string) => data.days.find((d) => d.date === date)?.slots ?? []
  const days = dates.map((date) => ({ date, open: slotsOn(date).length > 0 }))
  const date = choice.date && dates.includes(choice.date) ? choice.date : (days.find((d) => d.open)?.date ?? null)
  const daySlots = date === null ? [] : slotsOn(date)
  const slot = choice.slot && daySlots.some((s) => s.startsAt === choice.slot) ? choice.slot : null
  return {
    days,
    date,
    daySlots,
    slot,
    slotGone: choice.slot !== null && slot === null,
    noneInStrip: !days.some((d) => d.open),
  }
}

/** The slots answer with one day's times replaced by the fresh ones of a 409 (those on that day). */
export function withFreshSlots(data: SlotsResponse, date: string, fresh: readonly Slot[]): SlotsResponse {
  const onDay = fresh.filter((s) => localDateOf(new Date(s.startsAt), data.timeZone) === date)
  return { ...data, days: data.days.map((d) => (d.date === date ? { ...d, slots: onDay } : d)) }
}

/** A service as the panel lists it (the profile's, in the stylist's order). */
export type PanelService = { id: number; name: string; price: number; duration: number }

/** The longest visit one appointment may be (booking-rules.sql.ts): longer ones are refused. */
export const MAX_VISIT_MINUTES = 720

export type Visit<S extends PanelService = PanelService> = {
  /** The visit's services in the stylist's order (as the server books and names them). */
  services: S[]
  /** Their ids, in that order: what the slots, terms and booking calls send. */
  ids: number[]
  /** The added services' ids, in that order (the address's `also`). */
  also: number[]
  /** The services the client may still add: not in the visit, and the visit stays bookable with them. */
  addable: S[]
  /** The total time on the slot grid (as the server rounds it), and the total price in dollars. */
  minutes: number
  price: number
}

/** A visit's length as the server books it: the services' total rounded up to the slot grid. */
export const visitMinutes = (durations: readonly number[]): number =>
  Math.max(SLOT_GRID_MINUTES, Math.ceil(durations.reduce((a, b) => a + b, 0) / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES)

/**
 * The visit a choice stands for: its service and the added ones the stylist offers (ids the
 * stylist does not list, repeats and any past the fifth are dropped), null when the stylist does
 * not offer its service.
 */
export function visitOf<S extends PanelService>(
  services: readonly S[],
  choice: Pick<BookingChoice, 'serviceId' | 'also'>,
): Visit<S> | null {
  const first = services.find((s) => s.id === choice.serviceId)
  if (!first) return null
  const wanted = new Set(choice.also.filter((id) => id !== first.id && services.some((s) => s.id === id)))
  // Past the fifth service (or past a visit's longest), the later additions are dropped.
  const kept = new Set([first.id])
  let minutes = first.duration
  for (const id of choice.also) {
    if (!wanted.has(id) || kept.has(id) || kept.size >= MAX_VISIT_SERVICES) continue
    const duration = services.find((s) => s.id === id)!.duration
    if (visitMinutes([minutes, duration]) > MAX_VISIT_MINUTES) continue
    kept.add(id)
    minutes += duration
  }
  const inVisit = services.filter((s) => kept.has(s.id))
  const total = visitMinutes(inVisit.map((s) => s.duration))
  const full = inVisit.length >= MAX_VISIT_SERVICES
  return {
    services: inVisit,
    ids: inVisit.map((s) => s.id),
    also: inVisit.filter((s) => s.id !== first.id).map((s) => s.id),
    addable: full
      ? []
      : services.filter((s) => !kept.has(s.id) && visitMinutes([total, s.duration]) <= MAX_VISIT_MINUTES),
    minutes: total,
    price: inVisit.reduce((sum, s) => sum + s.price, 0),
  }
}

/** The choice with a service added to the visit: the same day, the time chosen again. */
export function withService(choice: BookingChoice, id: number): BookingChoice {
  if (id === choice.serviceId || choice.also.includes(id)) return choice
  return { ...choice, also: [...choice.also, id], slot: null }
}

/** The choice without an added service: the same day, the time chosen again. */
export function withoutService(choice: BookingChoice, id: number): BookingChoice {
  if (!choice.also.includes(id)) return choice
  return { ...choice, also: choice.also.filter((a) => a !== id), slot: null }
}

/** The choice with another first service: the added ones stay (without it), day and time anew. */
export function withFirstService(choice: BookingChoice, id: number): BookingChoice {
  return { serviceId: id, also: choice.also.filter((a) => a !== id), date: null, slot: null }
}

/** '45 min', '2 h', '2 h 30 min': a visit's total time. */
export function visitLength(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h > 0 ? `${h} h` : null, m > 0 || h === 0 ? `${m} min` : null].filter(Boolean).join(' ')
}
