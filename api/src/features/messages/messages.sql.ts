import { MESSAGE_PAGE_SIZE, type Message } from '@marketplace/domain/contract/messages.ts'
import type { Tx } from '../../db/client.ts'

/**
 * Messages, read state, blocks and reports, as the signed-in caller (asUser): the policies decide
 * who reads and writes (migration 20261130000201_messages.sql); these functions only choose the answer.
 */

/** Writes a message; null when the insert policy refuses it (the caller then asks writeRefusal why). */
export async function insertMessage(
  tx: Tx,
  conversationId: number,
  senderId: string,
  body: string,
): Promise<{ id: number; createdAt: Date; recipients: string[] } | null> {
  const [row] = await tx<{ id: number; created_at: Date }[]>`
    insert into public.messages (conversation_id, sender_id, body)
    select ${conversationId}, ${senderId}::uuid, ${body}
     where public.may_write_message(${conversationId}::bigint)
    returning id, created_at`
  if (!row) return null
  // The writer has read everything up to their own message.
  await recordRead(tx, conversationId, senderId, row.id)
  const [parties] = await tx<{ client_id: string; stylist_user_id: string }[]>`
    select client_id, stylist_user_id from public.conversations where id = ${conversationId}`
  return {
    id: row.id,
    createdAt: row.created_at,
    recipients: parties ? [parties.client_id, parties.stylist_user_id] : [],
  }
}

/**
 * A page of the thread, newest first: the messages before `before` (a message id), or the latest.
 * Keyset on the id, so new messages arriving between pages never shift a page: each message is
 * read exactly once however long the thread.
 */
export async function threadPage(
  tx: Tx,
  me: string,
  conversationId: number,
  before: number | null,
): Promise<{ messages: Message[]; nextCursor: string | null }> {
  const rows = await tx<{ id: number; body: string; sender_id: string; created_at: Date }[]>`
    select m.id, m.body, m.sender_id, m.created_at
      from public.messages m
     where m.conversation_id = ${conversationId} and m.hidden_at is null
       ${before === null ? tx`` : tx`and m.id < ${before}`}
     order by m.id desc
     limit ${MESSAGE_PAGE_SIZE + 1}`
  const more = rows.length > MESSAGE_PAGE_SIZE
  const page = rows.slice(0, MESSAGE_PAGE_SIZE)
  return {
    messages: page.map((r) => ({
      id: r.id,
      body: r.body,
      fromMe: r.sender_id === me,
      createdAt: r.created_at.toISOString(),
      photos: [],
    })),
    nextCursor: more ? String(page.at(-1)!.id) : null,
  }
}

/** Moves the caller's read position forward to a message of this conversation (never back). */
export async function recordRead(tx: Tx, conversationId: number, me: string, messageId: number): Promise<number> {
  const [row] = await tx<{ last_read_message_id: number }[]>`
    insert into public.conversation_reads (conversation_id, user_id, last_read_message_id, read_at)
    values (${conversationId}, ${me}::uuid, ${messageId}, now())
    on conflict (conversation_id, user_id) do update
      set last_read_message_id = greatest(public.conversation_reads.last_read_message_id, excluded.last_read_message_id),
          read_at = excluded.read_at
    returning last_read_message_id`
  return row!.last_read_message_id
}

export async function messageInConversation(tx: Tx, conversationId: number, messageId: number): Promise<boolean> {
  const [row] = await tx`select 1 from public.messages where id = ${messageId} and conversation_id = ${conversationId}`
  return Boolean(row)
}

/** Unread messages across the caller's conversations (the header's count). */
export async function unreadTotal(tx: Tx, me: string): Promise<number> {
  const [row] = await tx<{ unread: number }[]>`
    select coalesce(sum((
      select count(*) from public.messages m
       where m.conversation_id = c.id and m.sender_id <> ${me}::uuid and m.hidden_at is null
         and m.id > coalesce(r.last_read_message_id, 0))), 0)::int as unread
      from public.conversations c
      left join public.conversation_reads r on r.conversation_id = c.id and r.user_id = ${me}::uuid
     where (c.client_id = ${me}::uuid or c.stylist_user_id = ${me}::uuid) and c.hidden_at is null`
  return row?.unread ?? 0
}

/** The other participant of a conversation the caller is in. */
export async function otherParticipant(tx: Tx, me: string, conversationId: number): Promise<string | null> {
  const [row] = await tx<{ other: string }[]>`
    select case when client_id = ${me}::uuid then stylist_user_id else client_id end as other
      from public.conversations where id = ${conversationId}`
  return row?.other ?? null
}

export async function block(tx: Tx, me: string, other: string): Promise<void> {
  await tx`insert into public.user_blocks (blocker_id, blocked_id) values (${me}::uuid, ${other}::uuid) on conflict do nothing`
}

export async function unblock(tx: Tx, me: string, other: string): Promise<void> {
  await tx`delete from public.user_blocks where blocker_id = ${me}::uuid and blocked_id = ${other}::uuid`
}

export async function blockedByMe(tx: Tx, me: string, other: string): Promise<boolean> {
  const [row] =
    await tx`select 1 from public.user_blocks where blocker_id = ${me}::uuid and blocked_id = ${other}::uuid`
  return Boolean(row)
}

/** A report of the conversation or of one of its messages, once per reporter and target. */
export async function reportConversation(
  tx: Tx,
  me: string,
  conversationId: number,
  input: { reason: string; details?: string; messageId?: number },
): Promise<'reported' | 'exists' | 'message_not_found'> {
  if (input.messageId !== undefined && !(await messageInConversation(tx, conversationId, input.messageId)))
    return 'message_not_found'
  const rows = await tx`
    insert into public.message_reports (conversation_id, message_id, reporter_id, reason, details)
    values (${conversationId}, ${input.messageId ?? null}, ${me}::uuid, ${input.reason}, ${input.details || null})
    on conflict do nothing
    returning id`
  return rows.length > 0 ? 'reported' : 'exists'
}
