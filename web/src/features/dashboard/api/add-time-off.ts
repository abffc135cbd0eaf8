import { useMutation, useQueryClient } from '@tanstack/react-query'
import { timeOffAddedSchema, type TimeOffAdded, type TimeOffInput } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { timeOffQueryKey } from './get-time-off'
import { refreshPublicListing } from './public-listing'

/** POST /api/dashboard/time-off -> 201 the new entry and the appointments it overlaps. */
export async function addTimeOff(input: TimeOffInput): Promise<TimeOffAdded> {
  return timeOffAddedSchema.parse(await apiFetch<unknown>('/api/dashboard/time-off', { method: 'POST', body: input }))
}

export function useAddTimeOff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addTimeOff,
    onSuccess: () => {
      // Time away changes "available today" and the next open slot shown in search.
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: timeOffQueryKey })
    },
  })
}
