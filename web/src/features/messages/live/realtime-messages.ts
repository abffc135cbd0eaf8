import type { RealtimeChannel } from '@supabase/supabase-js'
import { messageEventSchema } from '@marketplace/domain/contract/messages.ts'
import { getSupabase } from '@/lib/supabase'
import type { LiveMessagesAdapter } from './live-messages'

/**
 * Production's adapter (ADR 022): Supabase Realtime Broadcast on the private channel
 * `user:<id>`, which a trigger on messages sends to and an RLS policy on realtime.messages lets
 * only that user join. The channel carries ids only; a rejoin after a drop asks for a refetch.
 */
export const realtimeMessages: LiveMessagesAdapter = (userId, { onMessage, onResync }) => {
  let stopped = false
  let channel: RealtimeChannel | null = null
  void getSupabase().then(async (supabase) => {
    if (stopped) return
    // A private channel is authorized with the user's token at join.
    await supabase.realtime.setAuth()
    if (stopped) return
    let joinedBefore = false
    channel = supabase
      .channel(`user:${userId}`, { config: { private: true } })
      .on('broadcast', { event: 'message' }, ({ payload }) => {
        const parsed = messageEventSchema.safeParse(payload)
        if (parsed.success) onMessage(parsed.data)
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return
        if (joinedBefore) onResync()
        joinedBefore = true
      })
  })
  return () => {
    stopped = true
    if (channel) void channel.unsubscribe()
  }
}
