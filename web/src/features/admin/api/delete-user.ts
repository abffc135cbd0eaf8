import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

/** DELETE /api/admin/users/:id: the account and everything it owns (profile, services, reviews, subscription). */
export async function deleteUser(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.userDetails(id) })
      // The counts and the pending list may have lost a stylist too.
      return refreshAfterAdminAction(
        queryClient,
        adminQueryKeys.users,
        adminQueryKeys.stats,
        adminQueryKeys.verifications,
      )
    },
  })
}
