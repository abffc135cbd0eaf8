import type { MailAttachment, OutgoingMail } from '../../adapters/mail/mail.ts'
import type { Sql, Tx } from '../../db/client.ts'

/** A message to queue: what the worker will send, and when. */
export interface QueuedMail {
  kind: string
  to: string
  /** The recipient's account, when they have one (unsubscribe and account deletion go by it). */
  userId: string | null
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
  /** One message per key: queueing the same key again does nothing. */
  dedupeKey?: string
  /** Not before this instant (default: at once). */
  sendAfter?: Date
}

/**
 * Runs `fn` as the service role inside the caller's transaction, then returns it to the caller's
 * role. The booking API writes as the signed-in user (row-level security), and the outbox is
 * reached by the service role only: no client may queue mail to anyone through the Data API.
 * `set_config('role', ...)` is checked against the session's login, not the current role, so the
 * API's owner connection may switch back and forth within one transaction.
 */
export async function asServiceWithin<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const [{ role, login }] = await tx<
    { role: string; login: string }[]
  >`select current_user as role, session_user as login`
  await tx`select set_config('role', 'service_role', true)`
  const result = await fn()
  await tx`select set_config('role', ${role === login ? 'none' : role}, true)`
  return result
}

/**
 * Queues a message in the caller's transaction: it exists if and only if the caller's change
 * commits. Returns the outbox id, or null when a message with the same dedupe key already exists.
 */
export function enqueueMail(tx: Tx, mail: QueuedMail): Promise<number | null> {
  return asServiceWithin(tx, async () => {
    const rows = await tx<{ id: number }[]>`
      insert into public.mail_outbox (kind, recipient, user_id, subject, html, text, headers, attachments, dedupe_key, send_after)
      values (${mail.kind}, ${mail.to}, ${mail.userId}, ${mail.subject}, ${mail.html}, ${mail.text},
        ${tx.json(mail.headers ?? {})}, ${tx.json((mail.attachments ?? []) as unknown as Parameters<Tx['json']>[0])}, ${mail.dedupeKey ?? null},
        coalesce(${mail.sendAfter ?? null}::timestamptz, now()))
      on conflict (dedupe_key) do nothing
      returning id`
    return rows[0]?.id ?? null
  })
}

/**
 * Drops the pending messages whose dedupe key starts with `prefix` (e.g. `appointment:42:reminder-`
 * when the appointment is cancelled or moved), in the caller's transaction. Messages already being
 * sent or sent stay. Returns how many were dropped.
 */
export function cancelMail(tx: Tx, prefix: string): Promise<number> {
  if (prefix.length < 3) throw new RangeError('cancelMail needs a dedupe key prefix of at least 3 characters')
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return asServiceWithin(tx, async () => {
    const dropped = await tx`delete from public.mail_outbox where status = 'pending' and dedupe_key like ${pattern}`
    return dropped.count
  })
}

/** A claimed message: what to send, and whether its recipient turned this kind of email off. */
export interface ClaimedMail extends OutgoingMail {
  kind: string
  attempts: number
  claimToken: string
  /**
   * A reminder to a user with reminders off, an agenda to a stylist with the agenda off, or a message
   * email to someone with message emails off or who has read the conversation since.
   */
  optedOut: boolean
}

interface ClaimedRow {
  id: number
  kind: string
  recipient: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments: MailAttachment[]
  attempts: number
  claim_token: string
  opted_out: boolean
}

/**
 * Claims up to `limit` due messages for one worker, in one statement: pending ones whose
 * time has come, and claimed ones whose lease ran out (their worker died before sending them).
 * `for update skip locked` lets workers claim at once without ever taking the same row. First,
 * messages still `sending` after their lease become `unknown`: the relay may have taken them, so
 * they are never sent again (ADR 014, "Sends fenced per message").
 */
export async function claimDueMail(
  sql: Sql,
  now: Date,
  leaseMs: number,
  limit: number,
  onlyRecipients?: readonly string[],
): Promise<ClaimedMail[]> {
  const claimToken = crypto.randomUUID()
  const until = new Date(now.getTime() + leaseMs)
  const mine = onlyRecipients ? sql`and recipient = any(${onlyRecipients as string[]})` : sql``
  await sql`
      update public.mail_outbox
      set status = 'unknown', last_error = 'The lease ran out during the send: it may have been delivered, so it is not sent again'
    where status = 'sending' and claimed_until <= ${now} ${mine}`
  const rows = await sql<ClaimedRow[]>`
      with due as (
        select id from public.mail_outbox
        where ((status = 'pending' and send_after <= ${now}) or (status = 'claimed' and claimed_until <= ${now})) ${mine}
        order by send_after, id
        limit ${limit}
        for update skip locked
      )
      update public.mail_outbox o
      set status = 'claimed', claim_token = ${claimToken}, claimed_until = ${until}, attempts = o.attempts + 1
      from due where o.id = due.id
      returning o.id, o.kind, o.recipient, o.subject, o.html, o.text, o.headers, o.attachments, o.attempts, o.claim_token,
        exists (
          select 1 from public.mail_preferences p
          where p.user_id = o.user_id
            and ((o.kind like 'reminder-%' and not p.reminders) or (o.kind = 'stylist-agenda' and not p.agenda)
              or (o.kind = 'new-message' and not p.messages))
        )
        -- A message email whose recipient has read the conversation by now was not needed: they
        -- were there (message-mail.ts). Its key is message:<conversation id>:<user id>:<window>.
        or (o.kind = 'new-message' and not exists (
          select 1 from public.messages m
          where m.conversation_id = split_part(o.dedupe_key, ':', 2)::bigint
            and m.sender_id <> o.user_id and m.hidden_at is null
            and m.id > coalesce((select r.last_read_message_id from public.conversation_reads r
                                  where r.conversation_id = m.conversation_id and r.user_id = o.user_id), 0)
        )) as opted_out`
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.recipient,
      subject: r.subject,
      html: r.html,
      text: r.text,
      headers: r.headers,
      attachments: r.attachments,
      attempts: r.attempts,
      claimToken: r.claim_token,
      optedOut: r.opted_out,
    }))
}

/**
 * The fence before a send: moves the message from `claimed` to `sending` with a fresh lease, only
 * if this worker's token still stands. False when another worker claimed it after this one's lease
 * ran out (a batch's last messages may wait that long): then this worker must not send it. The
 * token alone decides, not the lease: a new claim always replaces the token.
 */
export async function beginSend(sql: Sql, mail: ClaimedMail, now: Date, leaseMs: number): Promise<boolean> {
  const started = await sql`
    update public.mail_outbox
    set status = 'sending', claimed_until = ${new Date(now.getTime() + leaseMs)}
    where id = ${mail.id} and claim_token = ${mail.claimToken} and status = 'claimed'`
  return started.count === 1
}

/**
 * Records a delivery, if this worker's token still stands; false when another worker took the
 * message over. A message marked `unknown` while this worker's slow send was under way keeps the
 * token, so the delivery is still recorded.
 */
export async function recordSent(sql: Sql, mail: ClaimedMail, providerId: string, now: Date): Promise<boolean> {
  const done = await sql`
    update public.mail_outbox
    set status = 'sent', provider_id = ${providerId.slice(0, 500)}, sent_at = ${now}, last_error = null,
      claim_token = null, claimed_until = null
    where id = ${mail.id} and claim_token = ${mail.claimToken} and status in ('sending', 'unknown')`
  return done.count === 1
}

/** A failed try: back to pending at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function recordFailure(
  sql: Sql,
  mail: ClaimedMail,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const done = await sql`
    update public.mail_outbox
    set status = ${retryAt ? 'pending' : 'failed'}, send_after = coalesce(${retryAt}::timestamptz, send_after),
      last_error = ${error.slice(0, 2000)}, claim_token = null, claimed_until = null
    where id = ${mail.id} and claim_token = ${mail.claimToken}`
  return done.count === 1
}

/** A reminder or agenda to a user who unsubscribed from that list: never sent. */
export async function recordSkipped(sql: Sql, mail: ClaimedMail): Promise<boolean> {
  const done = await sql`
    update public.mail_outbox
    set status = 'skipped', last_error = ${`The recipient turned ${mail.kind === 'stylist-agenda' ? 'the daily agenda' : 'reminders'} off`}, claim_token = null, claimed_until = null
    where id = ${mail.id} and claim_token = ${mail.claimToken}`
  return done.count === 1
}
