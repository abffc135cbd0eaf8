import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { messageMessages, type MessageEvent } from '@marketplace/domain/contract/messages.ts'
import type { AppEnv } from '../../app-env.ts'
import { notFound } from '../../lib/http-error.ts'

/** A stream ends itself after this long; the page opens a new one (and refetches what it shows). */
export const STREAM_LIFETIME_MS = 5 * 60_000
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000

/**
 * GET /api/messages/stream (docs/decisions/022-messages.md): the signed-in user's new-message
 * events as Server-Sent Events, `event: message`, `data: {"conversationId":…,"messageId":…}`.
 * Fed by the Node server's in-process bus; a runtime without one (the Edge Function, where
 * Supabase Realtime delivers) answers 404. The page reads it with fetch (the token is a header,
 * which EventSource cannot send).
 */
export async function messageStream(c: Context<AppEnv>) {
  const bus = c.get('deps').messageBus
  if (!bus) throw notFound(messageMessages.noStream)
  const userId = c.get('user').id
  return streamSSE(c, async (stream) => {
    const queue: MessageEvent[] = []
    let wake: (() => void) | null = null
    const unsubscribe = bus.subscribe(userId, (event) => {
      queue.push(event)
      wake?.()
    })
    const ends = Date.now() + STREAM_LIFETIME_MS
    const aborted = c.req.raw.signal
    stream.onAbort(() => wake?.())
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' })
      while (!stream.aborted && !aborted.aborted && Date.now() < ends) {
        while (queue.length > 0) {
          const event = queue.shift()!
          await stream.writeSSE({ event: 'message', data: JSON.stringify(event), id: String(event.messageId) })
        }
        const waited = await new Promise<'event' | 'idle'>((resolve) => {
          const timer = setTimeout(() => resolve('idle'), Math.min(KEEP_ALIVE_MS, Math.max(0, ends - Date.now())))
          wake = () => {
            clearTimeout(timer)
            resolve('event')
          }
        })
        wake = null
        if (waited === 'idle' && !stream.aborted) await stream.write(': keep-alive\n\n')
      }
    } finally {
      unsubscribe()
    }
  })
}
