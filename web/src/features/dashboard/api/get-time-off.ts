import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { timeOffSchema, type TimeOff } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/dashboard/time-off: the stylist's days and hours away. */
export async function getTimeOff(): Promise<TimeOff[]> {
  return z.array(timeOffSchema).parse(await apiFetch<unknown>('/api/dashboard/time-off'))
}

export const timeOffQueryKey = ['dashboard', 'time-off'] as const

export const timeOffQueryOptions = () => queryOptions({ queryKey: timeOffQueryKey, queryFn: getTimeOff, staleTime: 0 })

export function useTimeOff() {
  return useQuery(timeOffQueryOptions())
}
