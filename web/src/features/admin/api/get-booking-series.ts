import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingSeriesSchema, type BookingSeries } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/analytics/bookings: bookings made, cancelled and no-shows per day, 30 days. */
export async function getBookingSeries(): Promise<BookingSeries> {
  return bookingSeriesSchema.parse(await apiFetch<unknown>('/api/admin/analytics/bookings'))
}

export const bookingSeriesQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.bookingSeries, queryFn: getBookingSeries })

export function useBookingSeries() {
  return useQuery(bookingSeriesQueryOptions())
}
