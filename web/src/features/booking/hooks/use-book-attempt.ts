import { useRef, useState } from 'react'
import type { BookInput, Slot } from '@marketplace/domain/contract/booking.ts'
import { useBookAppointment, type BookedAppointment } from '../api/book-appointment'
import { bookingFailure, type BookingFailure } from '../booking-errors'

type SubmitCallbacks = {
  onBooked: (appointment: BookedAppointment) => void
  /** 409: the fresh open times (null when the answer had none to give). */
  onSlotTaken: (slots: Slot[] | null) => void
}

/**
 * Booking with one Idempotency-Key per attempt: the same choice sent again after a lost answer
 * (a network error) reuses the key, so the server returns the booking it already made instead of
 * a second one; a refusal (409, 400, 403) ends the attempt, and a changed choice starts a new one.
 */
export function useBookAttempt() {
  const booking = useBookAppointment()
  const [failure, setFailure] = useState<BookingFailure | null>(null)
  const attempt = useRef<{ signature: string; key: string } | null>(null)

  const submit = (input: BookInput, callbacks: SubmitCallbacks) => {
    const signature = JSON.stringify(input)
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() }
    setFailure(null)
    booking.mutate(
      { input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (appointment) => {
          attempt.current = null
          callbacks.onBooked(appointment)
        },
        onError: (error) => {
          const failed = bookingFailure(error)
          if (failed.kind !== 'other') attempt.current = null
          setFailure(failed)
          if (failed.kind === 'slotTaken') callbacks.onSlotTaken(failed.slots)
        },
      },
    )
  }

  return { submit, failure, clearFailure: () => setFailure(null), isPending: booking.isPending }
}

export type BookAttempt = ReturnType<typeof useBookAttempt>
