import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blockResultSchema } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKey } from './messages-query-keys'

/** PUT (block) or DELETE (unblock) /api/messages/conversations/:id/block: the other party of the conversation. */
export async function setBlocked({ conversationId, blocked }: { conversationId: number; blocked: boolean }) {
  return blockResultSchema.parse(
    await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/block`, {
      method: blocked ? 'PUT' : 'DELETE',
    }),
  )
}

export function useSetBlocked() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setBlocked,
    // Whether either side may write changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  })
}
