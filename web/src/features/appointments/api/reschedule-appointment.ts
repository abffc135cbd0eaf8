import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  appointmentSchema,
  slotTakenSchema,
  type Appointment,
  type Slot,
} from '@marketplace/domain/contract/booking.ts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { appointmentsQueryKey } from './appointments-query-keys'

/** The new time was taken meanwhile (409): the server's words and that day's fresh slots. */
export class SlotTakenError extends Error {
  readonly slots: Slot[]
  constructor(message: string, slots: Slot[]) {
    super(message)
    this.name = 'SlotTakenError'
    this.slots = slots
  }
}

/**
 * POST /api/appointments/:id/reschedule {startsAt}: one step on the server (the new time is held
 * before the old one is freed). A 409 carrying fresh slots becomes a SlotTakenError.
 */
export async function rescheduleAppointment({ id, startsAt }: { id: number; startsAt: string }): Promise<Appointment> {
  try {
    return appointmentSchema.parse(
      await apiFetch<unknown>(`/api/appointments/${id}/reschedule`, { method: 'POST', body: { startsAt } }),
    )
  } catch (error) {
    const taken = error instanceof ApiError && error.status === 409 ? slotTakenSchema.safeParse(error.body) : null
    if (taken?.success) throw new SlotTakenError(taken.data.message, taken.data.slots)
    throw error
  }
}

export function useRescheduleAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  })
}
