import { z } from 'zod'
import { instantSchema, slotsQuerySchema } from '@marketplace/domain/contract/booking.ts'

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

/** The search parameters of a choice (undefined drops a parameter from the address). */
export function searchFromChoice(choice: BookingChoice | null): BookingChoiceSearch {
  // A choice made in the panel replaces the card's "Next available" it may have opened on.
  if (!choice) return { book: undefined, date: undefined, slot: undefined, next: undefined }
  return { book: choice.serviceId, date: choice.date ?? undefined, slot: choice.slot ?? undefined, next: undefined }
}
