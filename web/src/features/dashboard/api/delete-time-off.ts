import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { timeOffQueryKey } from './get-time-off'
import { refreshPublicListing } from './public-listing'

/** DELETE /api/dashboard/time-off/:id -> 204 */
export async function deleteTimeOff(id: number): Promise<void> {
  await apiFetch<unknown>(`/api/dashboard/time-off/${id}`, { method: 'DELETE' })
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => {
      // Time away changes "available today" and the next open slot shown in search.
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: timeOffQueryKey })
    },
  })
}
