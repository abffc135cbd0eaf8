import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readResultSchema } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKeys } from './messages-query-keys'

/** POST /api/messages/conversations/:id/read {messageId}: the caller has read up to this message. */
export async function markRead({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  return readResultSchema.parse(
    await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/read`, {
      method: 'POST',
      body: { messageId },
    }),
  )
}

export function useMarkRead(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markRead,
    // The header's count and the inbox's badges go down.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKeys.unread(userId) }),
        queryClient.invalidateQueries({ queryKey: messagesQueryKeys.inbox(userId) }),
      ]),
  })
}
