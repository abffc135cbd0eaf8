import type { z } from 'zod'
import type { supportInboxItemSchema } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'

type InboxItem = z.infer<typeof supportInboxItemSchema>

/** The inbox shows at most this many messages, newest first. */
const INBOX_LIMIT = 200

type MessageRow = Narrow<
  Cols<
    Row<'contact_messages'>,
    'id' | 'name' | 'email' | 'subject' | 'message' | 'status' | 'created_at',
    'created_at'
  >,
  { status: InboxItem['status'] }
>

const toItem = (r: MessageRow): InboxItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  status: r.status,
  createdAt: r.created_at.toISOString(),
})

export async function listSupportMessages(tx: Tx): Promise<InboxItem[]> {
  const rows = await tx<MessageRow[]>`
    select id, name, email, subject, message, status, created_at
      from public.contact_messages
     order by created_at desc, id desc
     limit ${INBOX_LIMIT}`
  return rows.map(toItem)
}

/** Moves a message to new, read or resolved; null when there is no such message. */
export async function setSupportStatus(tx: Tx, id: number, status: InboxItem['status']): Promise<InboxItem | null> {
  const [row] = await tx<MessageRow[]>`
    update public.contact_messages set status = ${status} where id = ${id}
    returning id, name, email, subject, message, status, created_at`
  return row ? toItem(row) : null
}
