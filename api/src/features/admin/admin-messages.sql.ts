import type { ReportedMessage } from '@marketplace/domain/contract/messages.ts'
import type { Tx } from '../../db/client.ts'
import { clientDisplayName } from '../messages/conversations.sql.ts'
import { photoRowsOf, type PhotoRow } from '../messages/message-photos.ts'

/** Messages shown around a reported one (before and after), or of a reported conversation (the last ones). */
const CONTEXT_EACH_SIDE = 10
const CONVERSATION_CONTEXT = 20

interface ReportRow {
  id: number
  conversation_id: number
  message_id: number | null
  reason: string
  details: string | null
  created_at: Date
  reporter_id: string
  client_id: string
  client_first: string | null
  client_last: string | null
  stylist_name: string
}

/**
 * The open reports of messages and conversations, oldest first (as the service role, behind the
 * admin check), each with the messages around it so the admin judges it in context.
 */
export async function listReportedMessages(tx: Tx): Promise<{ reports: ReportedMessage[]; photos: PhotoRow[] }> {
  const reports = await tx<ReportRow[]>`
    select r.id, r.conversation_id, r.message_id, r.reason, r.details, r.created_at, r.reporter_id,
           c.client_id, u.first_name as client_first, u.last_name as client_last, s.stylist_name
      from public.message_reports r
      join public.conversations c on c.id = r.conversation_id
      join public.users u on u.id = c.client_id
      join public.stylists s on s.id = c.stylist_id
     where r.resolved_at is null
     order by r.created_at, r.id
     limit 100`
  const out: ReportedMessage[] = []
  for (const r of reports) {
    const clientName = clientDisplayName(r.client_first, r.client_last)
    const stylistName = r.stylist_name.trim() || 'Independent Stylist'
    const rows = await tx<{ id: number; body: string; sender_id: string; created_at: Date; hidden: boolean }[]>`
      select id, body, sender_id, created_at, hidden_at is not null as hidden from (
        ${
          r.message_id === null
            ? tx`select * from public.messages where conversation_id = ${r.conversation_id}
                  order by id desc limit ${CONVERSATION_CONTEXT}`
            : tx`(select * from public.messages where conversation_id = ${r.conversation_id} and id <= ${r.message_id}
                   order by id desc limit ${CONTEXT_EACH_SIDE + 1})
                 union all
                 (select * from public.messages where conversation_id = ${r.conversation_id} and id > ${r.message_id}
                   order by id limit ${CONTEXT_EACH_SIDE})`
        }) m order by id`
    out.push({
      reportId: r.id,
      conversationId: r.conversation_id,
      messageId: r.message_id,
      reason: r.reason,
      details: r.details,
      reportedAt: r.created_at.toISOString(),
      reporterName: r.reporter_id === r.client_id ? clientName : stylistName,
      clientName,
      stylistName,
      context: rows.map((m) => ({
        id: m.id,
        body: m.body,
        senderName: m.sender_id === r.client_id ? clientName : stylistName,
        createdAt: m.created_at.toISOString(),
        hidden: m.hidden,
        photos: [],
      })),
    })
  }
  // The context's photos, for the admin handling the report (links are signed by the route).
  const photos = await photoRowsOf(tx, [...new Set(out.flatMap((r) => r.context.map((m) => m.id)))])
  return { reports: out, photos }
}

export type MessageModeration = 'hidden' | 'kept'

/**
 * Hide or Keep what a report names (its message, or its whole conversation) and close every open
 * report of that same target, in the caller's transaction (the audit entry goes in the same one).
 */
export async function moderateMessageReport(
  tx: Tx,
  reportId: number,
  outcome: MessageModeration,
): Promise<'not_found' | { target: 'message' | 'conversation'; targetId: number; closed: number; reasons: string }> {
  const [report] = await tx<{ conversation_id: number; message_id: number | null }[]>`
    select conversation_id, message_id from public.message_reports where id = ${reportId} and resolved_at is null
    for update`
  if (!report) return 'not_found'
  const target = report.message_id === null ? ('conversation' as const) : ('message' as const)
  const targetId = report.message_id ?? report.conversation_id
  if (outcome === 'hidden') {
    if (target === 'message')
      await tx`update public.messages set hidden_at = now() where id = ${targetId} and hidden_at is null`
    else await tx`update public.conversations set hidden_at = now() where id = ${targetId} and hidden_at is null`
  }
  const closed = await tx<{ reason: string }[]>`
    update public.message_reports set resolved_at = now(), resolution = ${outcome}
     where resolved_at is null and conversation_id = ${report.conversation_id}
       and message_id is not distinct from ${report.message_id}
    returning reason`
  return { target, targetId, closed: closed.length, reasons: [...new Set(closed.map((c) => c.reason))].join(', ') }
}
