import { messageEventSchema } from '@marketplace/domain/contract/messages.ts'
import { supabaseApiSession } from '@/lib/supabase'
import type { LiveMessagesAdapter } from './live-messages'
import { createSseParser } from './sse-parser'

const RETRY_MIN_MS = 1_000
const RETRY_MAX_MS = 30_000

/**
 * Embedded mode's adapter: GET /api/messages/stream, the Node server's own Server-Sent Events,
 * read with fetch because the access token is a header (EventSource cannot send one). The server
 * ends a stream after 5 minutes; this opens the next one at once, and after any gap asks the
 * page to refetch (an event may have come while no stream was open).
 */
export const streamMessages: LiveMessagesAdapter = (_userId, { onMessage, onResync }) => {
  const stop = new AbortController()
  void (async () => {
    let connectedBefore = false
    let retryMs = RETRY_MIN_MS
    while (!stop.signal.aborted) {
      try {
        const session = await supabaseApiSession()
        if (!session) return
        const response = await fetch('/api/messages/stream', {
          headers: {
            accept: 'text/event-stream',
            authorization: `Bearer ${session.accessToken}`,
            'x-firebase-uid': session.userId,
          },
          signal: stop.signal,
          cache: 'no-store',
        })
        // This server has no stream (Realtime's job): nothing to retry.
        if (response.status === 404) return
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
        const feed = createSseParser(({ event, data }) => {
          if (event === 'ready') {
            if (connectedBefore) onResync()
            connectedBefore = true
            retryMs = RETRY_MIN_MS
            return
          }
          if (event !== 'message') return
          const parsed = messageEventSchema.safeParse(JSON.parse(data))
          if (parsed.success) onMessage(parsed.data)
        })
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          feed(value)
        }
        // The server ended it (its 5-minute lifetime): the next opens at once.
        continue
      } catch {
        if (stop.signal.aborted) return
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs))
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
    }
  })()
  return () => stop.abort()
}
