import { queryOptions, useQuery } from '@tanstack/react-query'
import { slotsResponseSchema, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'

export type SlotsQuery = { stylistId: number; serviceId: number; from: string; to: string }

/** GET /api/stylists/:id/slots?serviceId=&from=&to=: the open times a booking could move to. */
export async function getRescheduleSlots({ stylistId, serviceId, from, to }: SlotsQuery): Promise<SlotsResponse> {
  const params = new URLSearchParams({ serviceId: String(serviceId), from, to })
  return slotsResponseSchema.parse(await apiFetch<unknown>(`/api/stylists/${stylistId}/slots?${params}`))
}

export const rescheduleSlotsQueryKey = (query: SlotsQuery) => ['dashboard', 'slots', query] as const

export function useRescheduleSlots(query: SlotsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: rescheduleSlotsQueryKey(query ?? { stylistId: 0, serviceId: 0, from: '', to: '' }),
      queryFn: () => getRescheduleSlots(query as SlotsQuery),
      enabled: query !== null,
      staleTime: 0,
    }),
  )
}
