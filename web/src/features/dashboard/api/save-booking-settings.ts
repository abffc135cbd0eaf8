import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingSettingsSchema, type BookingSettings } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { bookingSettingsQueryKey } from './get-booking-settings'
import { refreshPublicListing } from './public-listing'

/** PUT /api/dashboard/booking-settings -> the settings as saved. */
export async function saveBookingSettings(settings: BookingSettings): Promise<BookingSettings> {
  return bookingSettingsSchema.parse(
    await apiFetch<unknown>('/api/dashboard/booking-settings', { method: 'PUT', body: settings }),
  )
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (saved) => {
      // Turning bookings on or off changes the public profile's Book buttons.
      refreshPublicListing(queryClient)
      queryClient.setQueryData(bookingSettingsQueryKey, saved)
    },
  })
}
