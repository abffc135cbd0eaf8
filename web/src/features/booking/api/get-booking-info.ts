import { queryOptions, useQuery } from '@tanstack/react-query'
import { stylistBookingInfoSchema, type StylistBookingInfo } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { bookingInfoQueryKey } from './booking-query-keys'

export type BookingInfo = StylistBookingInfo

/** GET /api/stylists/:id/booking: whether the stylist takes online bookings, their zone and policy. */
export async function getBookingInfo(stylistId: number): Promise<BookingInfo> {
  return stylistBookingInfoSchema.parse(await apiFetch<unknown>(`/api/stylists/${stylistId}/booking`))
}

export const bookingInfoQueryOptions = (stylistId: number) =>
  queryOptions({
    queryKey: bookingInfoQueryKey(stylistId),
    queryFn: () => getBookingInfo(stylistId),
    staleTime: 60_000,
  })

/** Not suspending: the profile shows at once, and the Book buttons join it when this answers. */
export function useBookingInfo(stylistId: number) {
  return useQuery(bookingInfoQueryOptions(stylistId))
}
