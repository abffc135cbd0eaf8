import type { Tx } from '../../db/client.ts'
import { clientDisplayName } from '../messages/conversations.sql.ts'
import { siteUrl, unsubscribeUrl, type MailContext } from './mail-links.ts'
import { asServiceWithin, enqueueMail } from './outbox.sql.ts'
import { newMessageMail } from './templates/message-template.ts'

/** At most one message email per conversation and recipient in this long (issue 38). */
export const MESSAGE_MAIL_WINDOW_MS = 15 * 60_000
/**
 * How long a message waits before its email goes: a recipient whose page is open reads it (the
 * read position moves) within this time, and the worker then skips the email (outbox.sql.ts).
 */
export const MESSAGE_MAIL_DELAY_MS = 3 * 60_000

/** The key of a conversation's message email to one recipient: `message:<conversation>:<user>:<window start>`. */
export const messageMailPrefix = (conversationId: number, userId: string) => `message:${conversationId}:${userId}:`

/**
 * Queues "New message from …" to the other party, in the send's transaction, unless one to them
 * about this conversation was queued in the last 15 minutes. The worker skips it when, by its
 * send time, they have read the conversation (they were not away) or turned message emails off.
 */
export async function queueMessageMail(
  tx: Tx,
  ctx: MailContext,
  conversationId: number,
  senderId: string,
  now: Date,
): Promise<number | null> {
  const party = await asServiceWithin(tx, async () => {
    const [row] = await tx<
      {
        client_id: string
        stylist_user_id: string
        client_email: string
        stylist_email: string
        first_name: string | null
        last_name: string | null
        stylist_name: string
      }[]
    >`
      select c.client_id, c.stylist_user_id, cu.email as client_email, su.email as stylist_email,
             cu.first_name, cu.last_name, s.stylist_name
        from public.conversations c
        join public.users cu on cu.id = c.client_id
        join public.users su on su.id = c.stylist_user_id
        join public.stylists s on s.id = c.stylist_id
       where c.id = ${conversationId}`
    if (!row) return null
    const toClient = senderId === row.stylist_user_id
    const recipient = toClient ? row.client_id : row.stylist_user_id
    // By send_after, which the API's clock set: a test's pinned clock holds here too.
    const [recent] = await tx`
      select 1 from public.mail_outbox
       where kind = 'new-message' and user_id = ${recipient}
         and dedupe_key like ${messageMailPrefix(conversationId, recipient) + '%'}
         and send_after > ${new Date(now.getTime() + MESSAGE_MAIL_DELAY_MS - MESSAGE_MAIL_WINDOW_MS)}`
    if (recent) return null
    return {
      recipient,
      email: toClient ? row.client_email : row.stylist_email,
      senderName: toClient
        ? row.stylist_name.trim() || 'Your stylist'
        : clientDisplayName(row.first_name, row.last_name),
      threadPath: toClient ? `/messages/${conversationId}` : `/dashboard?tab=messages&conversation=${conversationId}`,
    }
  })
  if (!party) return null
  const unsubscribe = unsubscribeUrl(ctx, party.recipient, 'messages')
  const message = newMessageMail(party.senderName, {
    threadUrl: siteUrl(ctx.env) + party.threadPath,
    unsubscribeUrl: unsubscribe,
  })
  return enqueueMail(tx, {
    kind: 'new-message',
    to: party.email,
    userId: party.recipient,
    ...message,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    // The window's start in the key: two sends racing in one window queue one email.
    dedupeKey: messageMailPrefix(conversationId, party.recipient) + Math.floor(now.getTime() / MESSAGE_MAIL_WINDOW_MS),
    sendAfter: new Date(now.getTime() + MESSAGE_MAIL_DELAY_MS),
  })
}
