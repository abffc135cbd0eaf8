import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import type { Slot, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
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
