import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { calendarFeedSchema, type CalendarFeed } from '@marketplace/domain/contract/calendar.ts'
import { apiFetch } from '@/lib/api-client'
import { appointmentsQueryKey } from './appointments-query-keys'

/** GET /api/me/calendar-feed: the address of the client's own feed, or null. */
async function getMyFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await apiFetch<unknown>('/api/me/calendar-feed'))
}

const myFeedKey = (userId: string) => [...appointmentsQueryKey, 'feed', userId] as const

export const myFeedQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myFeedKey(userId), queryFn: getMyFeed, staleTime: 60_000 })

export function useMyFeed(userId: string) {
  return useQuery(myFeedQueryOptions(userId))
}

/** POST /api/me/calendar-feed makes the address or a new one; DELETE turns it off (204). */
export function useChangeMyFeed(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: 'renew' | 'off'): Promise<CalendarFeed> => {
      if (change === 'off') {
        await apiFetch<unknown>('/api/me/calendar-feed', { method: 'DELETE' })
        return { url: null }
      }
      return calendarFeedSchema.parse(await apiFetch<unknown>('/api/me/calendar-feed', { method: 'POST' }))
    },
    onSuccess: (feed) => queryClient.setQueryData(myFeedKey(userId), feed),
  })
}
