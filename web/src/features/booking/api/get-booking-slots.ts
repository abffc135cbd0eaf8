import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { slotsResponseSchema, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { bookingSlotsQueryKey } from './booking-query-keys'

export type SlotsRequest = { stylistId: number; serviceId: number; from: string; to: string }

/** GET /api/stylists/:id/slots?serviceId=&from=&to=: one service's open times, dates in the stylist's zone. */
export async function getBookingSlots(
  { stylistId, serviceId, from, to }: SlotsRequest,
  cache: RequestCache = 'default',
): Promise<SlotsResponse> {
  const query = new URLSearchParams({ serviceId: String(serviceId), from, to })
  return slotsResponseSchema.parse(await apiFetch<unknown>(`/api/stylists/${stylistId}/slots?${query}`, { cache }))
}

/**
 * The strip asked again past the browser's HTTP cache: after a 409 the copy the browser holds (the
 * server lets it keep one for 30 s) still lists the time that was just taken.
 */
export function refetchBookingSlotsFresh(queryClient: QueryClient, request: SlotsRequest): Promise<SlotsResponse> {
  return queryClient.fetchQuery({
    ...bookingSlotsQueryOptions(request),
    queryFn: () => getBookingSlots(request, 'no-cache'),
    staleTime: 0,
  })
}

export const bookingSlotsQueryOptions = (request: SlotsRequest) =>
  queryOptions({
    queryKey: bookingSlotsQueryKey(request.stylistId, request.serviceId, request.from, request.to),
    queryFn: () => getBookingSlots(request),
    // The server lets the answer be cached for 30 s; others' bookings make it stale after that.
    staleTime: 30_000,
  })

/** The strip's slots; null serviceId (no service chosen yet) asks nothing. */
export function useBookingSlots(request: Omit<SlotsRequest, 'serviceId'> & { serviceId: number | null }) {
  const { serviceId } = request
  return useQuery({
    ...bookingSlotsQueryOptions({ ...request, serviceId: serviceId ?? 0 }),
    enabled: serviceId !== null,
    // Switching service keeps the old strip on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })
}
