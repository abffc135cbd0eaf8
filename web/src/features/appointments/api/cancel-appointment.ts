import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentSchema, type Appointment } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { appointmentsQueryKey } from './appointments-query-keys'

/** POST /api/appointments/:id/cancel {reason}: the client cancels (the reason may be empty). */
export async function cancelAppointment({ id, reason }: { id: number; reason: string }): Promise<Appointment> {
  return appointmentSchema.parse(
    await apiFetch<unknown>(`/api/appointments/${id}/cancel`, { method: 'POST', body: { reason } }),
  )
}

export function useCancelAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  })
}
