import type { QueryClient } from '@tanstack/react-query'
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

/** Opens (or finds) the conversation, then has the inboxes and counts asked again. */
export async function openConversation(queryClient: QueryClient, input: StartConversationInput): Promise<Conversation> {
  const conversation = await startConversation(input)
  void queryClient.invalidateQueries({ queryKey: messagesQueryKey })
  return conversation
}
