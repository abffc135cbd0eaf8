import type { MessageEvent } from '@marketplace/domain/contract/messages.ts'

type Listener = (event: MessageEvent) => void

/**
 * Embedded mode's live delivery (docs/decisions/022-messages.md): an in-process bus from the send
 * route to the open streams of the recipients. Embedded mode is one Node process, so this is
 * exact; the Edge Function has none (production delivers through Supabase Realtime). Events carry
 * ids only: the page reads the message through the API, under row-level security.
 */
export class MessageBus {
  private readonly listeners = new Map<string, Set<Listener>>()

  /** Listens for the user's events until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId)
    if (!set) this.listeners.set(userId, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(userId)
    }
  }

  /** Tells every open stream of each user; after the message's transaction has committed. */
  publish(userIds: readonly string[], event: MessageEvent): void {
    for (const userId of new Set(userIds)) for (const listener of this.listeners.get(userId) ?? []) listener(event)
  }

  /** Open streams, for tests and the health of a load run. */
  get openStreams(): number {
    let n = 0
    for (const set of this.listeners.values()) n += set.size
    return n
  }
}
