import { z } from 'zod'
import { instantSchema, MAX_VISIT_SERVICES, slotsQuerySchema } from '@marketplace/domain/contract/booking.ts'

/**
 * ?also=12,14: the services added to the visit (issue 39). Written as ids joined by commas; read
 * leniently: a part that is not a positive whole number, or repeats one, is dropped, and at most
 * the visit's other four are kept. The panel drops the ids its stylist does not offer.
 */
const alsoSchema = z
  .union([z.string(), z.number()])
  .transform((value) => {
    const ids: number[] = []
    for (const part of String(value).split(',')) {
      if (!/^[1-9][0-9]{0,15}$/.test(part.trim())) continue
      const id = Number(part.trim())
      if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id)
    }
    return ids.slice(0, MAX_VISIT_SERVICES - 1).join(',') || undefined
  })
  .optional()
  .catch(undefined)

/**
 * The booking panel's choice, kept in the profile's address (?book=<serviceId>&also=&date=&slot=), so a
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
  also: alsoSchema,
})
export type BookingChoiceSearch = z.infer<typeof bookingChoiceSearchSchema>

/**
 * The panel's choice: no day without a service, no time without a day. `also`: the services added
 * to the first one (the visit of several services, issue 39), as the address lists them.
 */
export type BookingChoice = { serviceId: number; also: number[]; date: string | null; slot: string | null }

export function choiceFromSearch(search: BookingChoiceSearch): BookingChoice | null {
  if (search.book === undefined) return null
  const date = search.date ?? null
  const also = (search.also ? search.also.split(',').map(Number) : []).filter((id) => id !== search.book)
  return { serviceId: search.book, also, date, slot: date === null ? null : (search.slot ?? null) }
}

/** The search parameters of a choice (undefined drops a parameter from the address). */
export function searchFromChoice(choice: BookingChoice | null): BookingChoiceSearch {
  // A choice made in the panel replaces the card's "Next available" it may have opened on.
  if (!choice) return { book: undefined, also: undefined, date: undefined, slot: undefined, next: undefined }
  return {
    book: choice.serviceId,
    also: choice.also.length > 0 ? choice.also.join(',') : undefined,
    date: choice.date ?? undefined,
    slot: choice.slot ?? undefined,
    next: undefined,
  }
}
