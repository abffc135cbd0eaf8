import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'
import {
  InvalidTokenError,
  issueAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from '../../adapters/identity/access-token.ts'
import type { EmbeddedIdentity } from '../../adapters/identity/identity.ts'
import { hashPassword, verifyPassword } from '../../adapters/identity/password.ts'
import type { AppEnv } from '../../app-env.ts'
import { bearerToken } from '../../lib/auth.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { nulPath } from '../../lib/nul.ts'
import { LIMITS, RateLimitedError } from '../../lib/rate-limit.ts'
import {
  API_VERSION,
  GoTrueError,
  goTrueErrorResponse,
  invalidCredentials,
  sessionObject,
  userObject,
} from './gotrue.ts'
import {
  endSessions,
  findActiveUserByEmail,
  findActiveUserById,
  insertUser,
  rotateRefreshToken,
  startSession,
  type AuthUserRow,
} from './issuer.sql.ts'

/**
 * The embedded identity issuer: the Supabase Auth endpoints supabase-js calls, served by this
 * server when no Supabase project is configured (DESIGN.md, "Modes"). Accounts live in
 * auth.users, sessions in auth.sessions, rotating refresh tokens (hashed) in auth.refresh_tokens.
 */
export const issuerRoutes = new Hono<AppEnv>()

// A hash to check against when the email is unknown, so that a wrong email and a wrong password
// take the same time (no account enumeration by timing).
const decoyHash = hashPassword('decoy password that matches nothing')

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(320))
/** Whether a JSON value nests deeper than `max` (walked without recursion: the value may be very deep). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!
    if (next === null || typeof next !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(next)) pending.push([child, depth + 1])
  }
  return false
}

const signUpSchema = z.object({
  email: emailSchema,
  password: z.string().max(72 * 4),
  // User metadata is a few profile fields; deep nesting would overflow JSON encoding and jsonb (a 500).
  data: z
    .record(z.string(), z.unknown())
    .refine((v) => !nestsDeeperThan(v, 8), 'is nested too deeply')
    .optional(),
})
const passwordGrantSchema = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(1000),
})
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(200) })

function identityOf(c: Context<AppEnv>): EmbeddedIdentity {
  const { identity } = c.get('deps')
  if (identity.mode !== 'embedded') throw new GoTrueError(404, 'not_found', 'Sign-in is served by Supabase Auth')
  return identity
}

async function body<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
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

function limit(c: Context<AppEnv>, bucket: keyof typeof LIMITS, key: string) {
  try {
    c.get('deps').limiter.hit(bucket, key, c.get('deps').limiter.limits[bucket])
  } catch (error) {
    if (error instanceof RateLimitedError)
      throw Object.assign(new GoTrueError(429, 'over_request_rate_limit', error.message), {
        retryAfter: error.retryAfterSeconds,
      })
    throw error
  }
}

async function session(c: Context<AppEnv>, user: AuthUserRow, sessionId: string, refreshToken: string) {
  const identity = identityOf(c)
  const { token, expiresAt } = await issueAccessToken(
    identity,
    { id: user.id, email: user.email, app_metadata: user.raw_app_meta_data, user_metadata: user.raw_user_meta_data },
    sessionId,
    'password',
  )
  return c.json(sessionObject(user, token, expiresAt, identity.accessTokenSeconds, refreshToken))
}

/** The verified claims of the request's access token whose session is still open. */
async function sessionClaims(c: Context<AppEnv>): Promise<AccessClaims> {
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
  if (!open) throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  return claims
}

issuerRoutes.onError((error, c) => {
  if (error instanceof GoTrueError) return goTrueErrorResponse(c, error, (error as { retryAfter?: number }).retryAfter)
  throw error
})

// Every call carries the project's public key, as on Supabase.
issuerRoutes.use(async (c, next) => {
  const identity = identityOf(c)
  c.header('x-supabase-api-version', API_VERSION)
  if (c.req.header('apikey') !== identity.anonKey)
    throw new GoTrueError(401, 'no_api_key', 'No API key found in request')
  await next()
})

issuerRoutes.get('/settings', (c) =>
  c.json({
    external: { email: true, phone: false, google: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    password_min_length: PASSWORD_MIN_LENGTH,
  }),
)

issuerRoutes.post('/signup', async (c) => {
  limit(c, 'signUpPerIp', clientIp(c, c.get('deps').trustForwardedFor))
  const input = await body(c, signUpSchema)
  if (input.password.length < PASSWORD_MIN_LENGTH)
    throw new GoTrueError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  const hash = await hashPassword(input.password)
  const { sql } = c.get('deps')
  const result = await sql.begin(async (tx) => {
    const user = await insertUser(tx, input.email, hash, input.data ?? {})
    if (!user) return null
    return { user, ...(await startSession(tx, user.id, c.req.header('user-agent') ?? null)) }
  })
  if (!result) throw new GoTrueError(422, 'user_already_exists', 'User already registered')
  return session(c, result.user, result.sessionId, result.refreshToken)
})

issuerRoutes.post('/token', async (c) => {
  const { sql, trustForwardedFor } = c.get('deps')
  const grant = c.req.query('grant_type')
  const ip = clientIp(c, trustForwardedFor)
  if (grant === 'password') {
    limit(c, 'signInPerIp', ip)
    const input = await body(c, passwordGrantSchema)
    limit(c, 'signInPerAccount', input.email)
    const user = await sql.begin((tx) => findActiveUserByEmail(tx, input.email))
    const ok = await verifyPassword(input.password, user?.encrypted_password ?? (await decoyHash))
    if (!user || !ok) throw invalidCredentials()
    const started = await sql.begin((tx) => startSession(tx, user.id, c.req.header('user-agent') ?? null))
    return session(c, user, started.sessionId, started.refreshToken)
  }
  if (grant === 'refresh_token') {
    limit(c, 'refreshPerIp', ip)
    const input = await body(c, refreshGrantSchema)
    const result = await sql.begin(async (tx) => {
      const rotated = await rotateRefreshToken(tx, input.refresh_token)
      if (!rotated.ok) return rotated
      const user = await findActiveUserById(tx, rotated.userId)
      return user ? { ...rotated, user } : ({ ok: false, reason: 'not_found' } as const)
    })
    if (!result.ok)
      throw result.reason === 'reused'
        ? new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    return session(c, result.user, result.sessionId, result.refreshToken)
  }
  throw new GoTrueError(400, 'validation_failed', 'Unsupported grant_type: use password or refresh_token')
})

issuerRoutes.get('/user', async (c) => {
  const claims = await sessionClaims(c)
  const user = await c.get('deps').sql.begin((tx) => findActiveUserById(tx, claims.sub))
  if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return c.json(userObject(user))
})

issuerRoutes.post('/logout', async (c) => {
  const claims = await sessionClaims(c)
  const scope = z.enum(['global', 'local', 'others']).catch('global').parse(c.req.query('scope'))
  await endSessions(c.get('deps').sql, claims.sub, String(claims.session_id), scope)
  return c.body(null, 204)
})
