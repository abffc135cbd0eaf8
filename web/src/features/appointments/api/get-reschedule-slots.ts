import { queryOptions, useQuery } from '@tanstack/react-query'
import { slotsResponseSchema, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { rescheduleSlotsQueryKey } from './appointments-query-keys'

type SlotsRequest = { stylistId: number; serviceId: number; from: string; to: string }

/** GET /api/stylists/:id/slots?serviceId=&from=&to=: open times of one service, dates in the stylist's zone. */
export async function getRescheduleSlots({ stylistId, serviceId, from, to }: SlotsRequest): Promise<SlotsResponse> {
  const query = new URLSearchParams({ serviceId: String(serviceId), from, to })
  return slotsResponseSchema.parse(await apiFetch<unknown>(`/api/stylists/${stylistId}/slots?${query}`))
}

// Open times change as others book: every opening of the dialog asks again.
export const rescheduleSlotsQueryOptions = (request: SlotsRequest) =>
  queryOptions({
    queryKey: rescheduleSlotsQueryKey(request.stylistId, request.serviceId, request.from, request.to),
    queryFn: () => getRescheduleSlots(request),
    staleTime: 0,
  })

export function useRescheduleSlots(request: SlotsRequest, enabled: boolean) {
  return useQuery({ ...rescheduleSlotsQueryOptions(request), enabled })
}
