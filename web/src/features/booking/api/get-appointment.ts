import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { appointmentSchema, type Appointment } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { appointmentQueryKey } from './booking-query-keys'

/** GET /api/appointments/:id: one appointment the signed-in user is part of. */
export async function getAppointment(id: number): Promise<Appointment> {
  return appointmentSchema.parse(await apiFetch<unknown>(`/api/appointments/${id}`))
}

export const appointmentQueryOptions = (id: number) =>
  queryOptions({ queryKey: appointmentQueryKey(id), queryFn: () => getAppointment(id) })

export function useAppointment(id: number) {
  return useSuspenseQuery(appointmentQueryOptions(id))
}
