import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentSchema, type Appointment, type BookInput } from '@marketplace/domain/contract/booking.ts'
import { bookingPaymentSchema, type BookingPayment } from '@marketplace/domain/contract/payments.ts'
import { apiFetch } from '@/lib/api-client'
import { appointmentQueryKey, appointmentsQueryKey } from './booking-query-keys'

export type BookVariables = { input: BookInput; idempotencyKey: string }

/**
 * POST /api/appointments -> 201 the appointment, 409 with the day's fresh slots, 400 naming a field.
 * The Idempotency-Key belongs to one attempt: sent again after a lost answer, it returns the same
 * booking instead of making a second one.
 */
/** The booking, and the payment it is held for when the stylist's terms ask for a card or money. */
export type BookedAppointment = Appointment & { payment: BookingPayment | null }
const bookedSchema = appointmentSchema.extend({ payment: bookingPaymentSchema.nullable().default(null) })

export async function bookAppointment({ input, idempotencyKey }: BookVariables): Promise<BookedAppointment> {
  const body = await apiFetch<unknown>('/api/appointments', {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  })
  return bookedSchema.parse(body)
}

export function useBookAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bookAppointment,
    onSuccess: (appointment) => {
      // The confirmation screen reads it from the cache; the lists and the open times are stale now.
      queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment)
      void queryClient.invalidateQueries({
        queryKey: appointmentsQueryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      })
      void queryClient.invalidateQueries({ queryKey: ['stylists', 'slots', appointment.stylist.id] })
    },
  })
}
