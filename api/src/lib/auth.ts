import { createMiddleware } from 'hono/factory'
import { InvalidTokenError, verifyAccessToken, type AccessClaims } from '../adapters/identity/access-token.ts'
import type { AppEnv } from '../app-env.ts'
import type { Sql } from '../db/client.ts'
import { forbidden, unauthorized } from './http-error.ts'

/** A signed-in user as the API knows them: the verified claims and the marketplace user row. */
export interface Principal {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
  isAdmin: boolean
  isStylist: boolean
  claims: AccessClaims
}

/** The bearer token of a request, or null. Identity comes from nowhere else. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match ? match[1] : null
}

/**
 * The user of verified claims, or null when the account is gone, banned, or the token's session
 * was ended (sign-out, refresh-token reuse): a token is honoured only while all three hold.
 */
export async function loadPrincipal(
  sql: Sql,
  claims: AccessClaims,
  adminEmails: readonly string[],
): Promise<Principal | null> {
  const session = typeof claims.session_id === 'string' ? claims.session_id : null
  const rows = await sql.begin(
    (tx) => tx<Omit<Principal, 'claims'>[]>`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName",
           u.profile_image_url as "profileImageUrl", u.is_admin as "isAdmin",
           exists (select 1 from public.stylists s where s.user_id = u.id) as "isStylist"
      from public.users u
      join auth.users a on a.id = u.id
     where u.id = ${claims.sub}
       and a.deleted_at is null
       and (a.banned_until is null or a.banned_until <= now())
       and (${session}::uuid is null or exists (
             select 1 from auth.sessions se
              where se.id = ${session}::uuid and se.user_id = u.id and (se.not_after is null or se.not_after > now())))`,
  )
  const row = rows[0]
  if (!row) return null
  const isAdmin = row.isAdmin || adminEmails.includes(row.email.toLowerCase())
  return { ...row, isAdmin, claims }
}

/**
 * Lets only signed-in users through (401 otherwise) and sets `user`. The spec's `x-firebase-uid`
 * header is accepted but never trusted: alone it is a 401, naming another user than the token a 403.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { sql, identity, env } = c.get('deps')
  const token = bearerToken(c.req.header('authorization'))
  const claimedUid = c.req.header('x-firebase-uid')
  if (!token)
    throw unauthorized(claimedUid === undefined ? 'Not signed in' : 'Sign in first: a user id header is not a sign-in')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(identity, token)
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized('Invalid or expired access token')
    throw error
  }
  const user = await loadPrincipal(sql, claims, env.ADMIN_EMAILS)
  if (!user) throw unauthorized('Invalid or expired access token')
  if (claimedUid !== undefined && claimedUid !== user.id)
    throw forbidden('The x-firebase-uid header names another user than the access token')
  c.set('user', user)
  await next()
})

/** After requireUser: only admins (403 for everyone else). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user').isAdmin) throw forbidden('Admins only')
  await next()
})
