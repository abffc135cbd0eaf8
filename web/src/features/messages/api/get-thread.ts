import { useInfiniteQuery } from '@tanstack/react-query'
import { messagePageSchema, type Message } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKeys } from './messages-query-keys'

/** GET /api/messages/conversations/:id/messages?before=: the latest messages, or those before an id (newest first). */
export async function getThreadPage(id: number, before: string | null) {
  const query = before ? `?before=${encodeURIComponent(before)}` : ''
  return messagePageSchema.parse(await apiFetch<unknown>(`/api/messages/conversations/${id}/messages${query}`))
}

/**
 * A thread, oldest first as it is read: the latest page, then older pages on "Load older". Pages
 * are keyed by message id, so messages that arrive meanwhile never repeat one or skip one.
 */
export function useThread(userId: string, id: number) {
  const query = useInfiniteQuery({
    queryKey: messagesQueryKeys.thread(userId, id),
    queryFn: ({ pageParam }) => getThreadPage(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
  return { ...query, messages: oldestFirst(query.data?.pages.flatMap((p) => p.messages) ?? []) }
}

/** The pages' messages, once each, oldest first. */
export function oldestFirst(messages: readonly Message[]): Message[] {
  const byId = new Map<number, Message>()
  for (const m of messages) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
