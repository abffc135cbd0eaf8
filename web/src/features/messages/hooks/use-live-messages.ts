import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { messagesQueryKeys } from '../api/messages-query-keys'
import type { LiveMessagesAdapter } from '../live/live-messages'
import { realtimeMessages } from '../live/realtime-messages'
import { streamMessages } from '../live/stream-messages'

const adapters: Record<'stream' | 'realtime', LiveMessagesAdapter> = {
  stream: streamMessages,
  realtime: realtimeMessages,
}

/**
 * While someone is signed in: hears of new messages through the server's choice of channel
 * (GET /api/config's liveMessages) and refreshes what shows them: the header's count, the inbox,
 * and the thread and conversation the message belongs to. After a gap, everything of messages.
 */
export function useLiveMessages(userId: string | null) {
  const queryClient = useQueryClient()
  const config = useQuery({ ...runtimeConfigQueryOptions, enabled: userId !== null })
  const mode = config.data?.liveMessages
  useEffect(() => {
    if (!userId || !mode) return
    return adapters[mode](userId, {
      onMessage: ({ conversationId }) => {
        for (const queryKey of [
          messagesQueryKeys.unread(userId),
          messagesQueryKeys.inbox(userId),
          messagesQueryKeys.thread(userId, conversationId),
          messagesQueryKeys.conversation(userId, conversationId),
        ])
          void queryClient.invalidateQueries({ queryKey })
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.all }),
    })
  }, [userId, mode, queryClient])
}
