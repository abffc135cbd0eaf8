import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema, type Message } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKey } from './messages-query-keys'

/** POST /api/messages/conversations/:id/messages {body}: 201 with the message; 403 names the rule, 429 the limit. */
export async function sendMessage({
  conversationId,
  body,
}: {
  conversationId: number
  body: string
}): Promise<Message> {
  return messageSchema.parse(
    await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/messages`, {
      method: 'POST',
      body: { body },
    }),
  )
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    // The thread, the inbox's order and its preview all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  })
}
