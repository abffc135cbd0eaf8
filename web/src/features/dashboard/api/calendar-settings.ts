import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  calendarFeedSchema,
  calendarSettingsSchema,
  calendarSourceSchema,
  type CalendarSettings,
  type CalendarSource,
  type CalendarSourceInput,
} from '@marketplace/domain/contract/calendar.ts'
import { apiFetch } from '@/lib/api-client'
import { refreshPublicListing } from './public-listing'

/** GET /api/dashboard/calendar: the feed address and the outside calendars with their last sync. */
export async function getCalendarSettings(): Promise<CalendarSettings> {
  return calendarSettingsSchema.parse(await apiFetch<unknown>('/api/dashboard/calendar'))
}

export const calendarSettingsQueryKey = ['dashboard', 'calendar'] as const

export const calendarSettingsQueryOptions = () =>
  queryOptions({ queryKey: calendarSettingsQueryKey, queryFn: getCalendarSettings, staleTime: 0 })

/** Refetched every half minute while the tab is open: a calendar just added syncs within a minute. */
export function useCalendarSettings() {
  return useQuery({ ...calendarSettingsQueryOptions(), refetchInterval: 30_000 })
}

/** POST /api/dashboard/calendar/feed: a (new) feed address; the old one stops working. */
export function useRenewFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      calendarFeedSchema.parse(await apiFetch<unknown>('/api/dashboard/calendar/feed', { method: 'POST' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey }),
  })
}

/** DELETE /api/dashboard/calendar/feed -> 204 */
export function useTurnOffFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiFetch<unknown>('/api/dashboard/calendar/feed', { method: 'DELETE' })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey }),
  })
}

/** POST /api/dashboard/calendar/sources -> 201 the new calendar (synced by the server within a minute). */
export function useAddCalendarSource() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CalendarSourceInput): Promise<CalendarSource> =>
      calendarSourceSchema.parse(
        await apiFetch<unknown>('/api/dashboard/calendar/sources', { method: 'POST', body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey }),
  })
}

/** DELETE /api/dashboard/calendar/sources/:id -> 204: its busy time stops blocking slots at once. */
export function useRemoveCalendarSource() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch<unknown>(`/api/dashboard/calendar/sources/${id}`, { method: 'DELETE' })
    },
    onSuccess: () => {
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey })
    },
  })
}

/** POST /api/dashboard/calendar/sources/:id/sync -> 202: fetched at the server's next sync run, within a minute. */
export function useSyncSourceNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number): Promise<CalendarSource> =>
      calendarSourceSchema.parse(
        await apiFetch<unknown>(`/api/dashboard/calendar/sources/${id}/sync`, { method: 'POST' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey }),
  })
}
