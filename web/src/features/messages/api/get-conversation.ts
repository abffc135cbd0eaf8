import { queryOptions, useQuery } from '@tanstack/react-query'
import { conversationSchema, type Conversation } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKeys } from './messages-query-keys'

/** GET /api/messages/conversations/:id: the conversation, its read state and whether the caller may write. */
export async function getConversation(id: number): Promise<Conversation> {
  return conversationSchema.parse(await apiFetch<unknown>(`/api/messages/conversations/${id}`))
}

// "Seen" moves when the other side reads, which sends no live event: an open thread asks again
// now and then (a small read), and whenever a message arrives.
export const conversationQueryOptions = (userId: string, id: number) =>
  queryOptions({
    queryKey: messagesQueryKeys.conversation(userId, id),
    queryFn: () => getConversation(id),
    refetchInterval: 10_000,
  })

export function useConversation(userId: string, id: number) {
  return useQuery(conversationQueryOptions(userId, id))
}
