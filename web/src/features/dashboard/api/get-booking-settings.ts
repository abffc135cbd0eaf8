import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingSettingsSchema, type BookingSettings } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/dashboard/booking-settings: the signed-in stylist's (the defaults before a first save). */
export async function getBookingSettings(): Promise<BookingSettings> {
  return bookingSettingsSchema.parse(await apiFetch<unknown>('/api/dashboard/booking-settings'))
}

export const bookingSettingsQueryKey = ['dashboard', 'booking-settings'] as const

export const bookingSettingsQueryOptions = () =>
  queryOptions({ queryKey: bookingSettingsQueryKey, queryFn: getBookingSettings, staleTime: 0 })

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions())
}
