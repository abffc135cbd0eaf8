import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Sql, Tx } from '../../db/client.ts'

/** An auth.users row as the issuer answers it (Supabase's user object). */
export interface AuthUserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
}

const USER_COLUMNS =
  'id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at'

/** Refresh tokens are random; only their SHA-256 is stored. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newRefreshToken = () => randomBytes(32).toString('base64url')

/** An active account by email (not deleted, not banned). */
export async function findActiveUserByEmail(tx: Tx, email: string): Promise<AuthUserRow | undefined> {
  const [row] = await tx.unsafe<AuthUserRow[]>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = $1 and deleted_at is null and (banned_until is null or banned_until <= now())`,
    [email],
  )
  return row
}

export async function findActiveUserById(tx: Tx, id: string): Promise<AuthUserRow | undefined> {
  const [row] = await tx.unsafe<AuthUserRow[]>(
    `select ${USER_COLUMNS} from auth.users
      where id = $1 and deleted_at is null and (banned_until is null or banned_until <= now())`,
    [id],
  )
  return row
}

/** Creates an account, or returns undefined when the email is taken (nothing written then). */
export async function insertUser(
  tx: Tx,
  email: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
): Promise<AuthUserRow | undefined> {
  // The taken check and the insert are one statement (the unique index decides under races).
  const [row] = await tx.unsafe<AuthUserRow[]>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     select $1::uuid, 'authenticated', 'authenticated', $2::text, $3::text, now(), '{"provider":"email","providers":["email"]}'::jsonb, $4::text::jsonb
      where not exists (select 1 from auth.users where lower(email) = $2::text)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
    [randomUUID(), email, passwordHash, JSON.stringify(metadata)],
  )
  return row
}

/** Starts a session: its row, its first refresh token; records the sign-in time. */
export async function startSession(
  tx: Tx,
  userId: string,
  userAgent: string | null,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await tx`insert into auth.sessions (id, user_id, user_agent) values (${sessionId}, ${userId}, ${userAgent})`
  await tx`
    insert into auth.refresh_tokens (token, user_id, revoked, session_id)
    values (${hashRefreshToken(refreshToken)}, ${userId}, false, ${sessionId})`
  await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`
  return { sessionId, refreshToken }
}

export type RotateResult =
  { ok: true; userId: string; sessionId: string; refreshToken: string } | { ok: false; reason: 'not_found' | 'reused' }

/**
 * Swaps a refresh token for a new one in the same session. The presented token is locked, so two
 * concurrent uses cannot both succeed; a token already swapped is a sign of theft, so its whole
 * session ends (the thief's and the owner's tokens alike).
 */
export async function rotateRefreshToken(tx: Tx, presented: string): Promise<RotateResult> {
  const hash = hashRefreshToken(presented)
  const [row] = await tx<{ id: number; revoked: boolean; session_id: string; user_id: string }[]>`
    select rt.id, rt.revoked, rt.session_id, rt.user_id
      from auth.refresh_tokens rt
      join auth.sessions se on se.id = rt.session_id
     where rt.token = ${hash} and (se.not_after is null or se.not_after > now())
       for update of rt`
  if (!row) return { ok: false, reason: 'not_found' }
  if (row.revoked) {
    await tx`delete from auth.sessions where id = ${row.session_id}`
    return { ok: false, reason: 'reused' }
  }
  const refreshToken = newRefreshToken()
  await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`
  await tx`
    insert into auth.refresh_tokens (token, user_id, revoked, session_id, parent)
    values (${hashRefreshToken(refreshToken)}, ${row.user_id}, false, ${row.session_id}, ${hash})`
  await tx`update auth.sessions set refreshed_at = now(), updated_at = now() where id = ${row.session_id}`
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken }
}

/** Ends sessions: this one (`local`), the user's others (`others`) or all of them (`global`). */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  await sql.begin(async (tx) => {
    if (scope === 'local') await tx`delete from auth.sessions where id = ${sessionId} and user_id = ${userId}`
    else if (scope === 'others') await tx`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`
    else await tx`delete from auth.sessions where user_id = ${userId}`
  })
}

/**
 * Sets an active account's password, voids its one-time links and ends its sessions but
 * `keepSessionId` (Supabase Auth does the same on a password change). Undefined when the account
 * is gone (deleted or banned meanwhile).
 */
export async function setPassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<AuthUserRow | undefined> {
  const [row] = await tx.unsafe<AuthUserRow[]>(
    `update auth.users set encrypted_password = $2, updated_at = now()
      where id = $1 and deleted_at is null and (banned_until is null or banned_until <= now())
      returning ${USER_COLUMNS}`,
    [userId, passwordHash],
  )
  if (!row) return undefined
  await tx`delete from auth.one_time_tokens where user_id = ${userId}`
  await tx`delete from auth.sessions where user_id = ${userId} and id <> ${keepSessionId}`
  return row
}
