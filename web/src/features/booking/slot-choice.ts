import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { SLOT_GRID_MINUTES } from '@marketplace/domain/contract/booking.ts'
import type { BookingChoice } from './booking-choice'

// Apart from booking-choice.ts, which the profile's route definitions import (the app's start set):
// this is needed only by the profile's page, in its lazy chunk (issue 36: the zone helpers brought
// a chunk shared with the dashboard into the start set).

/** The longest service booking takes (booking-rules.sql.ts): longer ones are not bookable. */
const MAX_BOOKABLE_MINUTES = 720

/**
 * The choice a card's "Next available" stands for: the shortest bookable service (its length
 * rounded up to the slot grid, as next-available.sql.ts picks it; the first listed of equals), on
 * the instant's day in the stylist's zone, at that instant. Null without a bookable service.
 */
export function choiceAtSlot(
  next: string,
  services: readonly { id: number; duration: number }[],
  timeZone: string,
): BookingChoice | null {
  const onGrid = (minutes: number) =>
    Math.max(SLOT_GRID_MINUTES, Math.ceil(minutes / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES)
  let shortest: { id: number; duration: number } | null = null
  for (const service of services) {
    if (service.duration > MAX_BOOKABLE_MINUTES) continue
    if (!shortest || onGrid(service.duration) < onGrid(shortest.duration)) shortest = service
  }
  if (!shortest) return null
  const instant = new Date(next)
  // The slots answer writes instants as toISOString does: the same form matches its time.
  return { serviceId: shortest.id, also: [], date: localDateOf(instant, timeZone), slot: instant.toISOString() }
}
