import { useInfiniteQuery } from '@tanstack/react-query'
import { inboxSchema, type ConversationSummary } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKeys } from './messages-query-keys'

/** GET /api/messages/conversations?cursor=: a page of the inbox, newest activity first. */
export async function getInboxPage(cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return inboxSchema.parse(await apiFetch<unknown>(`/api/messages/conversations${query}`))
}

/** The inbox, a page at a time ("Load more"): a cursor, so a conversation never repeats or hides. */
export function useInbox(userId: string) {
  const query = useInfiniteQuery({
    queryKey: messagesQueryKeys.inbox(userId),
    queryFn: ({ pageParam }) => getInboxPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
  // A conversation that moved up between two pages' loads would show twice: the first wins.
  const seen = new Set<number>()
  const conversations: ConversationSummary[] = []
  for (const c of query.data?.pages.flatMap((p) => p.conversations) ?? []) {
    if (seen.has(c.id)) continue
    seen.add(c.id)
    conversations.push(c)
  }
  return { ...query, conversations }
}
