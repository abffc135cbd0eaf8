import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'
import type { SupportInboxItem } from './get-support-messages'

export type SupportStatus = SupportInboxItem['status']

/** PATCH /api/admin/support/messages/:id: mark a message read, resolved, or new again. */
export async function updateSupportMessage({ id, status }: { id: number; status: SupportStatus }): Promise<void> {
  await apiFetch<unknown>(`/api/admin/support/messages/${id}`, { method: 'PATCH', body: { status } })
}

export function useUpdateSupportMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSupportMessage,
    onSuccess: (_result, { id, status }) => {
      // The message changes at once; the refetch confirms it.
      queryClient.setQueryData<SupportInboxItem[]>(adminQueryKeys.support, (list) =>
        list?.map((m) => (m.id === id ? { ...m, status } : m)),
      )
      return refreshAfterAdminAction(queryClient, adminQueryKeys.support)
    },
  })
}
