import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { scheduleSchema, type Schedule } from '@marketplace/domain/contract/calendar.ts'
import { apiFetch } from '@/lib/api-client'
import { dashboardAppointmentsKey } from './get-dashboard-appointments'

/** GET /api/dashboard/schedule?from=&to=: local dates of the stylist's zone, inclusive. */
export async function getSchedule(from: string, to: string): Promise<Schedule> {
  const params = new URLSearchParams({ from, to })
  return scheduleSchema.parse(await apiFetch<unknown>(`/api/dashboard/schedule?${params}`))
}

// Under the appointment lists' key: an action on an appointment refreshes the grid with them.
export const scheduleQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...dashboardAppointmentsKey, 'schedule', from, to],
    queryFn: () => getSchedule(from, to),
    // As the lists: a new booking shows within a minute, or on coming back to the window.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  })

export function useSchedule(from: string, to: string) {
  return useQuery(scheduleQueryOptions(from, to))
}
