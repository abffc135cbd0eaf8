import { z } from 'zod'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { instantSchema, SLOT_GRID_MINUTES, slotsQuerySchema } from '@marketplace/domain/contract/booking.ts'

/**
 * The booking panel's choice, kept in the profile's address (?book=<serviceId>&date=&slot=), so a
 * visitor who must sign in first comes back to the same service, day and time, and a shared or
 * reloaded link opens the same panel. A part that does not parse is dropped, not an error page.
 */
export const bookingChoiceSearchSchema = z.object({
  book: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
  date: slotsQuerySchema.shape.from.optional().catch(undefined),
  slot: instantSchema.optional().catch(undefined),
  // ?next=<instant>: a result card's "Next available" (ADR 015), which the card computes for the
  // stylist's shortest service; the panel opens on that service at that time.
  next: instantSchema.optional().catch(undefined),
})
export type BookingChoiceSearch = z.infer<typeof bookingChoiceSearchSchema>

/** The panel's choice: no day without a service, no time without a day. */
export type BookingChoice = { serviceId: number; date: string | null; slot: string | null }

export function choiceFromSearch(search: BookingChoiceSearch): BookingChoice | null {
  if (search.book === undefined) return null
  const date = search.date ?? null
  return { serviceId: search.book, date, slot: date === null ? null : (search.slot ?? null) }
}

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
  const onGrid = (minutes: number) => Math.max(SLOT_GRID_MINUTES, Math.ceil(minutes / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES)
  let shortest: { id: number; duration: number } | null = null
  for (const service of services) {
    if (service.duration > MAX_BOOKABLE_MINUTES) continue
    if (!shortest || onGrid(service.duration) < onGrid(shortest.duration)) shortest = service
  }
  if (!shortest) return null
  const instant = new Date(next)
  // The slots answer writes instants as toISOString does: the same form matches its time.
  return { serviceId: shortest.id, date: localDateOf(instant, timeZone), slot: instant.toISOString() }
}

/** The search parameters of a choice (undefined drops a parameter from the address). */
export function searchFromChoice(choice: BookingChoice | null): BookingChoiceSearch {
  // A choice made in the panel replaces the card's "Next available" it may have opened on.
  if (!choice) return { book: undefined, date: undefined, slot: undefined, next: undefined }
  return { book: choice.serviceId, date: choice.date ?? undefined, slot: choice.slot ?? undefined, next: undefined }
}
