import { bookingMessages, slotTakenSchema, type Slot } from '@marketplace/domain/contract/booking.ts'
import { ApiError } from '@/lib/api-client'
import { fieldErrorsOf, failureMessage } from '@/lib/api-errors'

/** What the panel shows when a booking is refused. */
export type BookingFailure =
  /** 409: someone else got the time first; the day's open times as they are now. */
  | { kind: 'slotTaken'; message: string; slots: Slot[] | null }
  /** 400 naming a field: the notes field shows it under itself, anything else above the button. */
  | { kind: 'field'; field: string; message: string }
  | { kind: 'other'; message: string }

const FALLBACK = 'Could not book this time. Please try again.'

export function bookingFailure(error: unknown): BookingFailure {
  if (error instanceof ApiError && error.status === 409) {
    const body = slotTakenSchema.safeParse(error.body)
    return { kind: 'slotTaken', message: bookingMessages.slotTaken, slots: body.success ? body.data.slots : null }
  }
  if (error instanceof ApiError && error.status === 400) {
    const [field, message] = Object.entries(fieldErrorsOf(error))[0] ?? []
    if (field && message) return { kind: 'field', field, message }
  }
  return { kind: 'other', message: failureMessage(error, FALLBACK) }
}
