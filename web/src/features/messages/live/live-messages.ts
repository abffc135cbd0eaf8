import type { MessageEvent } from '@marketplace/domain/contract/messages.ts'

/**
 * How an open page hears of new messages (ADR 022): ids only; the page then reads the messages
 * through the API. Two adapters: this server's own stream (embedded mode's Node server) and
 * Supabase Realtime's private broadcast channel (production's Edge Function).
 */
export type LiveMessagesHandlers = {
  /** A message arrived in one of the user's conversations (theirs or the other party's). */
  onMessage: (event: MessageEvent) => void
  /** The connection came back after a gap: events may have been missed, so refetch. */
  onResync: () => void
}

/** Starts listening for the signed-in user; returns the function that stops. */
export type LiveMessagesAdapter = (userId: string, handlers: LiveMessagesHandlers) => () => void
