import type { Context } from 'hono'
import { z } from 'zod'
import {
  InvalidTokenError,
  issueAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from '../../adapters/identity/access-token.ts'
import type { EmbeddedIdentity } from '../../adapters/identity/identity.ts'
import type { AppEnv } from '../../app-env.ts'
import { bearerToken } from '../../lib/auth.ts'
import { nulPath } from '../../lib/nul.ts'
import { LIMITS, RateLimitedError } from '../../lib/rate-limit.ts'
import { GoTrueError, sessionObject } from './gotrue.ts'
import type { AuthUserRow } from './issuer.sql.ts'

// What every issuer route shares: the embedded identity, request bodies read as GoTrue reads them
// (a 400 naming the fields), the abuse limits as GoTrue's 429, sessions and the caller's session.

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(320))
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function identityOf(c: Context<AppEnv>): EmbeddedIdentity {
  const { identity } = c.get('deps')
  if (identity.mode !== 'embedded') throw new GoTrueError(404, 'not_found', 'Sign-in is served by Supabase Auth')
  return identity
}

export async function body<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
  const raw: unknown = await c.req.json().catch(() => undefined)
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ')
    throw new GoTrueError(400, 'validation_failed', `Invalid request: ${fields || 'body'}`)
  }
  const nul = nulPath(parsed.data)
  if (nul) throw new GoTrueError(400, 'validation_failed', `Invalid request: ${nul.join('.') || 'body'}`)
  return parsed.data
}

/** Counts one attempt against a limit; past it, GoTrue's 429 with `code` and Retry-After. */
export async function limit(
  c: Context<AppEnv>,
  bucket: keyof typeof LIMITS,
  key: string,
  code = 'over_request_rate_limit',
): Promise<void> {
  try {
    await c.get('deps').limiter.hit(bucket, key, c.get('deps').limiter.limits[bucket])
  } catch (error) {
    if (error instanceof RateLimitedError)
      throw Object.assign(new GoTrueError(429, code, error.message), { retryAfter: error.retryAfterSeconds })
    throw error
  }
}

/** Supabase's session object for a session just started or refreshed, with a new access token. */
export async function sessionBody(
  c: Context<AppEnv>,
  user: AuthUserRow,
  sessionId: string,
  refreshToken: string,
  method: 'password' | 'otp' = 'password',
) {
  const identity = identityOf(c)
  const { token, expiresAt } = await issueAccessToken(
    identity,
    { id: user.id, email: user.email, app_metadata: user.raw_app_meta_data, user_metadata: user.raw_user_meta_data },
    sessionId,
    method,
  )
  return sessionObject(user, token, expiresAt, identity.accessTokenSeconds, refreshToken)
}

/** The verified claims of the request's access token whose session is still open. */
export async function sessionClaims(c: Context<AppEnv>): Promise<AccessClaims & { session_id: string }> {
  const token = bearerToken(c.req.header('authorization'))
  if (!token) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(identityOf(c), token)
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new GoTrueError(401, 'bad_jwt', `invalid JWT: ${error.message}`)
    throw error
  }
  const sessionId = typeof claims.session_id === 'string' && UUID.test(claims.session_id) ? claims.session_id : null
  const [open] = sessionId
    ? await c
        .get('deps')
        .sql.begin((tx) => tx`select 1 from auth.sessions where id = ${sessionId}::uuid and user_id = ${claims.sub}`)
    : []
  if (!open || !sessionId)
    throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  return { ...claims, session_id: sessionId }
}
