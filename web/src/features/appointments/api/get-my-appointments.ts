import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { appointmentListSchema, type AppointmentList } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { myAppointmentsQueryKey } from './appointments-query-keys'

export type AppointmentScope = 'upcoming' | 'past'

/** GET /api/me/appointments?scope=&page=: the signed-in client's own appointments, a page at a time. */
export async function getMyAppointments(scope: AppointmentScope, page: number): Promise<AppointmentList> {
  const query = new URLSearchParams({ scope, page: String(page) })
  return appointmentListSchema.parse(await apiFetch<unknown>(`/api/me/appointments?${query}`))
}

// Statuses change on the stylist's side too (accepted, declined): each visit asks again.
export const myAppointmentsQueryOptions = (userId: string, scope: AppointmentScope, page: number) =>
  queryOptions({
    queryKey: myAppointmentsQueryKey(userId, scope, page),
    queryFn: () => getMyAppointments(scope, page),
    staleTime: 0,
  })

/** The previous page stays on screen while the next one loads, so paging does not jump. */
export function useMyAppointments(userId: string, scope: AppointmentScope, page: number) {
  return useQuery({ ...myAppointmentsQueryOptions(userId, scope, page), placeholderData: keepPreviousData })
}
