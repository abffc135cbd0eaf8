import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  conversationSchema,
  type Conversation,
  type StartConversationInput,
} from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKey } from './messages-query-keys'

/** POST /api/messages/conversations: opens (201) or finds (200) the conversation with a stylist. */
export async function startConversation(input: StartConversationInput): Promise<Conversation> {
  return conversationSchema.parse(
    await apiFetch<unknown>('/api/messages/conversations', { method: 'POST', body: input }),
  )
}

export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  })
}
