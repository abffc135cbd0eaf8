import type { Tx } from '../../db/client.ts'

/** The password-reset email as rendered, before anyone knows whether the address has an account. */
export interface RecoveryMail {
  subject: string
  html: string
  text: string
}

/**
 * Stores a recovery token for the active account with this email, replacing an older one (its
 * link stops working), and queues the email to the account's own address, in one statement. An
 * address without an account runs the same statement, which then writes nothing: the caller
 * answers both alike, and neither takes a visibly different path. True when a message was queued.
 */
export async function startRecovery(
  tx: Tx,
  email: string,
  tokenHash: string,
  mail: RecoveryMail,
  now: Date,
): Promise<boolean> {
  const rows = await tx`
    with account as (
      select id, email from auth.users
       where lower(email) = ${email} and deleted_at is null and (banned_until is null or banned_until <= now())
    ), token as (
      insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
      select gen_random_uuid(), id, 'recovery_token', ${tokenHash}, email, ${now}, ${now} from account
      on conflict (user_id, token_type) do update
        set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
            created_at = excluded.created_at, updated_at = excluded.updated_at
      returning user_id, relates_to
    )
    insert into public.mail_outbox (kind, recipient, user_id, subject, html, text, send_after)
    select 'password-reset', relates_to, (select u.id from public.users u where u.id = token.user_id),
      ${mail.subject}, ${mail.html}, ${mail.text}, ${now}
      from token
    returning id`
  return rows.length > 0
}

/**
 * Uses a recovery token once: deletes it and answers its account, when it was made at or after
 * `since` and (when given) was sent to `email`. Two uses at once cannot both get it (the delete
 * locks the row). A token that is unknown, used or too old answers undefined and changes nothing.
 */
export async function useRecoveryToken(
  tx: Tx,
  tokenHash: string,
  since: Date,
  email?: string,
): Promise<string | undefined> {
  const [row] = await tx<{ user_id: string }[]>`
    delete from auth.one_time_tokens
     where token_hash = ${tokenHash} and token_type = 'recovery_token' and created_at >= ${since}
       ${email === undefined ? tx`` : tx`and lower(relates_to) = ${email}`}
    returning user_id`
  return row?.user_id
}
