import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  appointmentListSchema,
  type Appointment,
  type AppointmentStatus,
} from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'

export type AgendaQuery = { from?: string; to?: string; status?: AppointmentStatus }

// A week of a busy chair is more than one page (20); the agenda shows the whole range at once.
const MAX_PAGES = 10

/** GET /api/dashboard/appointments?from=&to=&status=&page=: every page of the stylist's own. */
export async function getDashboardAppointments(query: AgendaQuery): Promise<Appointment[]> {
  const all: Appointment[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = new URLSearchParams({ page: String(page) })
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
    const list = appointmentListSchema.parse(await apiFetch<unknown>(`/api/dashboard/appointments?${params}`))
    all.push(...list.appointments)
    if (list.appointments.length === 0 || page * list.pageSize >= list.total) break
  }
  return all
}

/** Every list of the tab starts with this key, so one action refreshes them all. */
export const dashboardAppointmentsKey = ['dashboard', 'appointments'] as const

export const dashboardAppointmentsQueryOptions = (query: AgendaQuery) =>
  queryOptions({
    queryKey: [...dashboardAppointmentsKey, query],
    queryFn: () => getDashboardAppointments(query),
    // A client can book at any moment: a new request shows within a minute, or on coming back.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  })

export function useDashboardAppointments(query: AgendaQuery) {
  return useQuery(dashboardAppointmentsQueryOptions(query))
}
