import { INBOX_PAGE_SIZE, messageMessages, type ConversationSummary } from '@marketplace/domain/contract/messages.ts'
import type { Tx } from '../../db/client.ts'

/**
 * Conversations as the signed-in caller sees them: every statement here runs under row-level
 * security (asUser), so a conversation the caller is not part of is simply not found. The other
 * party's name and photo are read afterwards as the service role, for ids the caller's own
 * read returned (partyNames), because a client cannot read users rows and an unlisted stylist's
 * profile is not public.
 */

export interface ConversationRow {
  id: number
  role: 'client' | 'stylist'
  client_id: string
  stylist_id: number
  stylist_user_id: string
  appointment_id: number | null
  appointment_service: string | null
  appointment_starts_at: Date | null
  last_message_id: number | null
  last_body: string | null
  last_sender: string | null
  last_photo_count: number | null
  last_message_at: Date | null
  unread: number
}

const columns = (tx: Tx, me: string) => tx`
  c.id, case when c.client_id = ${me}::uuid then 'client' else 'stylist' end as role,
  c.client_id, c.stylist_id, c.stylist_user_id, c.appointment_id,
  a.service_name as appointment_service, a.starts_at as appointment_starts_at,
  lm.id as last_message_id, lm.body as last_body, lm.sender_id as last_sender, lm.photo_count as last_photo_count, c.last_message_at,
  (select count(*)::int from public.messages m
    where m.conversation_id = c.id and m.sender_id <> ${me}::uuid and m.hidden_at is null
      and m.id > coalesce((select r.last_read_message_id from public.conversation_reads r
                            where r.conversation_id = c.id and r.user_id = ${me}::uuid), 0)) as unread`

const joins = (tx: Tx) => tx`
  left join public.appointments a on a.id = c.appointment_id
  left join lateral (select m.id, m.body, m.sender_id,
                            (select count(*)::int from public.message_photos p where p.message_id = m.id) as photo_count
                       from public.messages m
                      where m.conversation_id = c.id and m.hidden_at is null
                      order by m.id desc limit 1) lm on true`

export async function findConversation(tx: Tx, me: string, id: number): Promise<ConversationRow | null> {
  const [row] = await tx<ConversationRow[]>`
    select ${columns(tx, me)} from public.conversations c ${joins(tx)}
     where c.id = ${id} and c.hidden_at is null`
  return row ?? null
}

/** Whether the caller is in this (not hidden) conversation: the policies show it to participants only. */
export async function isParticipant(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx`select 1 from public.conversations where id = ${id} and hidden_at is null`
  return Boolean(row)
}

/** The caller's inbox page: newest activity first, keyset-paged on (last_message_at, id). */
export async function inboxPage(
  tx: Tx,
  me: string,
  cursor: { atMicros: string; id: number } | null,
): Promise<{ rows: ConversationRow[]; nextCursor: string | null }> {
  const after = cursor
    ? tx`and (c.last_message_at, c.id) < (to_timestamp(${cursor.atMicros}::numeric / 1000000), ${cursor.id}::bigint)`
    : tx``
  const rows = await tx<(ConversationRow & { at_micros: string })[]>`
    select ${columns(tx, me)},
           (extract(epoch from c.last_message_at) * 1000000)::bigint::text as at_micros
      from public.conversations c ${joins(tx)}
     where (c.client_id = ${me}::uuid or c.stylist_user_id = ${me}::uuid)
       and c.hidden_at is null and c.last_message_at is not null ${after}
     order by c.last_message_at desc, c.id desc
     limit ${INBOX_PAGE_SIZE + 1}`
  const more = rows.length > INBOX_PAGE_SIZE
  const page = rows.slice(0, INBOX_PAGE_SIZE)
  const last = page.at(-1)
  return { rows: page, nextCursor: more && last ? `${last.at_micros}_${last.id}` : null }
}

/** The conversation of this client and stylist, opened if there is none (under the insert policy). */
export async function openConversation(
  tx: Tx,
  clientId: string,
  stylistId: number,
  appointmentId: number | null,
): Promise<{ id: number; created: boolean } | { refusal: StartRefusal }> {
  const [existing] = await tx<{ id: number }[]>`
    select id from public.conversations where client_id = ${clientId}::uuid and stylist_id = ${stylistId}`
  if (existing) {
    if (appointmentId !== null) await nameAppointment(tx, existing.id, appointmentId)
    return { id: existing.id, created: false }
  }
  const [check] = await tx<{ refusal: StartRefusal | null }[]>`
    select public.conversation_start_refusal(${clientId}::uuid, ${stylistId}::bigint) as refusal`
  if (check?.refusal) return { refusal: check.refusal }
  // Two first messages at once: the second insert does nothing and reads the first's row.
  const [inserted] = await tx<{ id: number }[]>`
    insert into public.conversations (client_id, stylist_id) values (${clientId}::uuid, ${stylistId})
    on conflict (client_id, stylist_id) do nothing
    returning id`
  const [row] = inserted
    ? [inserted]
    : await tx<{ id: number }[]>`
        select id from public.conversations where client_id = ${clientId}::uuid and stylist_id = ${stylistId}`
  if (appointmentId !== null) await nameAppointment(tx, row!.id, appointmentId)
  return { id: Number(row!.id), created: Boolean(inserted) }
}

export type StartRefusal = 'not_found' | 'own_profile' | 'blocked' | 'not_listed' | 'client_first'

/** Names the appointment the thread is about, when it is this client's with this stylist (else ignored). */
async function nameAppointment(tx: Tx, conversationId: number, appointmentId: number): Promise<void> {
  await tx`
    update public.conversations c set appointment_id = ${appointmentId}
     where c.id = ${conversationId}
       and exists (select 1 from public.appointments a
                    where a.id = ${appointmentId} and a.client_id = c.client_id and a.stylist_id = c.stylist_id)`
}

const writeRefusals = {
  not_found: messageMessages.conversationNotFound,
  hidden: messageMessages.hidden,
  blocked: messageMessages.blocked,
  not_listed: messageMessages.notListed,
  client_first: messageMessages.clientFirst,
} as const

/** Why the caller may not write in this conversation now, or null when they may (the insert policy's rule). */
export async function writeRefusal(tx: Tx, conversationId: number): Promise<string | null> {
  const [row] = await tx<{ refusal: keyof typeof writeRefusals | null }[]>`
    select public.message_write_refusal(${conversationId}::bigint) as refusal`
  return row?.refusal ? writeRefusals[row.refusal] : null
}

/** The other side's read position: the newest message of the caller's they have read. */
export async function seenMessageId(tx: Tx, me: string, conversationId: number): Promise<number | null> {
  const [row] = await tx<{ id: number | null }[]>`
    select max(m.id) as id
      from public.conversation_reads r
      join public.messages m on m.conversation_id = r.conversation_id and m.id <= r.last_read_message_id
     where r.conversation_id = ${conversationId} and r.user_id <> ${me}::uuid and m.sender_id = ${me}::uuid`
  return row?.id === null || row?.id === undefined ? null : Number(row.id)
}

/** Names and photos of the other parties, by conversation id (service role; ids from an RLS read). */
export async function partyNames(
  tx: Tx,
  ids: number[],
): Promise<
  Map<number, { clientName: string; clientPhoto: string | null; stylistName: string; stylistPhoto: string | null }>
> {
  if (ids.length === 0) return new Map()
  const rows = await tx<
    {
      id: number
      first_name: string | null
      last_name: string | null
      user_photo: string | null
      stylist_name: string
      stylist_photo: string | null
    }[]
  >`
    select c.id, u.first_name, u.last_name, u.profile_image_url as user_photo,
           s.stylist_name, s.profile_image_url as stylist_photo
      from public.conversations c
      join public.users u on u.id = c.client_id
      join public.stylists s on s.id = c.stylist_id
     where c.id = any(${ids}::bigint[])`
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        clientName: clientDisplayName(r.first_name, r.last_name),
        clientPhoto: r.user_photo,
        stylistName: r.stylist_name.trim() || 'Independent Stylist',
        stylistPhoto: r.stylist_photo,
      },
    ]),
  )
}

/** A client as a stylist sees them: first name and last initial ("Maria G."), or "Client". */
export function clientDisplayName(first: string | null, last: string | null): string {
  const f = first?.trim()
  if (!f) return 'Client'
  const l = last?.trim()
  return l ? `${f} ${l[0]!.toUpperCase()}.` : f
}

export type PartyNames = Awaited<ReturnType<typeof partyNames>>

/** A row and the names into the contract's summary. */
export function toSummary(row: ConversationRow, me: string, names: PartyNames): ConversationSummary {
  const n = names.get(Number(row.id))
  const isClient = row.role === 'client'
  return {
    id: Number(row.id),
    role: row.role,
    otherParty: {
      name: (isClient ? n?.stylistName : n?.clientName) ?? '',
      photoUrl: (isClient ? n?.stylistPhoto : n?.clientPhoto) ?? null,
      stylistId: Number(row.stylist_id),
    },
    appointment:
      row.appointment_id !== null && row.appointment_service !== null && row.appointment_starts_at !== null
        ? {
            id: Number(row.appointment_id),
            serviceName: row.appointment_service,
            startsAt: row.appointment_starts_at.toISOString(),
          }
        : null,
    lastMessage:
      row.last_message_id !== null && row.last_body !== null && row.last_message_at !== null
        ? {
            id: Number(row.last_message_id),
            body: row.last_body.slice(0, 200),
            fromMe: row.last_sender === me,
            createdAt: row.last_message_at.toISOString(),
            photoCount: Number(row.last_photo_count ?? 0),
          }
        : null,
    unread: row.unread,
  }
}
