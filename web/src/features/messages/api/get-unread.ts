import { queryOptions, useQuery } from '@tanstack/react-query'
import { unreadSchema } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKeys } from './messages-query-keys'

/** GET /api/messages/unread: the signed-in user's unread messages across their conversations. */
export async function getUnread(): Promise<number> {
  return unreadSchema.parse(await apiFetch<unknown>('/api/messages/unread')).unread
}

// Live events refresh it (use-live-messages); a focus refetch catches up after a sleep.
export const unreadQueryOptions = (userId: string) =>
  queryOptions({ queryKey: messagesQueryKeys.unread(userId), queryFn: getUnread, staleTime: 30_000 })

export function useUnread(userId: string | null) {
  return useQuery({ ...unreadQueryOptions(userId ?? ''), enabled: userId !== null })
}
