import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { slotsResponseSchema, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { bookingSlotsQueryKey } from './booking-query-keys'

/** serviceIds: the visit's services in the stylist's order (one, or up to five). */
export type SlotsRequest = { stylistId: number; serviceIds: readonly number[]; from: string; to: string }

/**
 * GET /api/stylists/:id/slots?serviceId=&from=&to=: one service's open times, dates in the
 * stylist's zone; a visit of several asks ?serviceIds=3,7 for the open times of the whole visit.
 * One service asks as the booking preview does (the same address: the browser's cached answer).
 */
export async function getBookingSlots(
  { stylistId, serviceIds, from, to }: SlotsRequest,
  cache: RequestCache = 'default',
): Promise<SlotsResponse> {
  const services: Record<string, string> =
    serviceIds.length === 1 ? { serviceId: String(serviceIds[0]) } : { serviceIds: serviceIds.join(',') }
  const query = new URLSearchParams({ ...services, from, to })
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
    queryKey: bookingSlotsQueryKey(request.stylistId, request.serviceIds, request.from, request.to),
    queryFn: () => getBookingSlots(request),
    // The server lets the answer be cached for 30 s; others' bookings make it stale after that.
    staleTime: 30_000,
  })

/** The strip's slots; no service (none chosen yet) asks nothing. */
export function useBookingSlots(request: SlotsRequest) {
  return useQuery({
    ...bookingSlotsQueryOptions(request),
    enabled: request.serviceIds.length > 0,
    // Switching or adding a service keeps the old strip on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })
}
