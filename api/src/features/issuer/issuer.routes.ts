import { Hono } from 'hono'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '@marketplace/domain/single-line.ts'
import { hashPassword, verifyPassword } from '../../adapters/identity/password.ts'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'
import {
  API_VERSION,
  checkPasswordRule,
  GoTrueError,
  goTrueErrorResponse,
  invalidCredentials,
  userObject,
} from './gotrue.ts'
import { body, emailSchema, identityOf, limit, sessionBody, sessionClaims } from './issuer-http.ts'
import {
  endSessions,
  findActiveUserByEmail,
  findActiveUserById,
  insertUser,
  rotateRefreshToken,
  setPassword,
  startSession,
} from './issuer.sql.ts'
import { recoveryRoutes } from './recovery.routes.ts'

/**
 * The embedded identity issuer: the Supabase Auth endpoints supabase-js calls, served by this
 * server when no Supabase project is configured (DESIGN.md, "Modes"). Accounts live in
 * auth.users, sessions in auth.sessions, rotating refresh tokens (hashed) in auth.refresh_tokens.
 */
export const issuerRoutes = new Hono<AppEnv>()

// A hash to check against when the email is unknown, so that a wrong email and a wrong password
// take the same time (no account enumeration by timing).
const decoyHash = hashPassword('decoy password that matches nothing')

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
    // The sign-up trigger copies these into public.users, the names of emails and invites: one line each.
    .superRefine((v, ctx) => {
      for (const key of ['first_name', 'last_name'])
        if (typeof v[key] === 'string' && !isSingleLine(v[key]))
          ctx.addIssue({ code: 'custom', path: [key], message: SINGLE_LINE_MESSAGE })
    })
    .optional(),
})
const passwordGrantSchema = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(1000),
})
const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(200) })
// supabase-js's updateUser sends the attributes to change plus PKCE fields; this issuer changes the
// password only (no email or phone changes, no metadata from the browser).
const userUpdateSchema = z.object({
  password: z.string().max(72 * 4),
  email: z.never().optional(),
  phone: z.never().optional(),
  data: z.never().optional(),
})

issuerRoutes.onError((error, c) => {
  if (error instanceof GoTrueError) return goTrueErrorResponse(c, error, (error as { retryAfter?: number }).retryAfter)
  throw error
})

// Every call carries the project's public key, as on Supabase; but for the link in an email
// (GET /verify), which a mail client opens with no headers (Supabase's gateway leaves it open too).
issuerRoutes.use(async (c, next) => {
  const identity = identityOf(c)
  c.header('x-supabase-api-version', API_VERSION)
  const emailLink = c.req.method === 'GET' && c.req.path.endsWith('/verify')
  if (!emailLink && c.req.header('apikey') !== identity.anonKey)
    throw new GoTrueError(401, 'no_api_key', 'No API key found in request')
  await next()
})

// Password reset: /recover sends the link, /verify opens it (recovery.routes.ts).
issuerRoutes.route('/', recoveryRoutes)

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
  await limit(c, 'signUpPerIp', clientIp(c))
  const input = await body(c, signUpSchema)
  checkPasswordRule(input.password)
  const hash = await hashPassword(input.password)
  const { sql } = c.get('deps')
  const result = await sql.begin(async (tx) => {
    const user = await insertUser(tx, input.email, hash, input.data ?? {})
    if (!user) return null
    return { user, ...(await startSession(tx, user.id, c.req.header('user-agent') ?? null)) }
  })
  if (!result) throw new GoTrueError(422, 'user_already_exists', 'User already registered')
  return c.json(await sessionBody(c, result.user, result.sessionId, result.refreshToken))
})

issuerRoutes.post('/token', async (c) => {
  const { sql } = c.get('deps')
  const grant = c.req.query('grant_type')
  const ip = clientIp(c)
  if (grant === 'password') {
    await limit(c, 'signInPerIp', ip)
    const input = await body(c, passwordGrantSchema)
    await limit(c, 'signInPerAccount', input.email)
    const user = await sql.begin((tx) => findActiveUserByEmail(tx, input.email))
    const ok = await verifyPassword(input.password, user?.encrypted_password ?? (await decoyHash))
    if (!user || !ok) throw invalidCredentials()
    const started = await sql.begin((tx) => startSession(tx, user.id, c.req.header('user-agent') ?? null))
    return c.json(await sessionBody(c, user, started.sessionId, started.refreshToken))
  }
  if (grant === 'refresh_token') {
    await limit(c, 'refreshPerIp', ip)
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
    return c.json(await sessionBody(c, result.user, result.sessionId, result.refreshToken))
  }
  throw new GoTrueError(400, 'validation_failed', 'Unsupported grant_type: use password or refresh_token')
})

issuerRoutes.get('/user', async (c) => {
  const claims = await sessionClaims(c)
  const user = await c.get('deps').sql.begin((tx) => findActiveUserById(tx, claims.sub))
  if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return c.json(userObject(user))
})

// A new password (after a reset link, or from any signed-in session, as on Supabase by default).
// Like Supabase Auth, it ends the account's other sessions and voids its other one-time links:
// whoever held the old password or an older session is out; this session stays signed in.
issuerRoutes.put('/user', async (c) => {
  const claims = await sessionClaims(c)
  await limit(c, 'passwordChangePerAccount', claims.sub)
  const input = await body(c, userUpdateSchema)
  checkPasswordRule(input.password)
  const { sql } = c.get('deps')
  const user = await sql.begin((tx) => findActiveUserById(tx, claims.sub))
  if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  if (user.encrypted_password && (await verifyPassword(input.password, user.encrypted_password)))
    throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.')
  const hash = await hashPassword(input.password)
  const updated = await sql.begin((tx) => setPassword(tx, user.id, hash, claims.session_id))
  if (!updated) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return c.json(userObject(updated))
})

issuerRoutes.post('/logout', async (c) => {
  const claims = await sessionClaims(c)
  const scope = z.enum(['global', 'local', 'others']).catch('global').parse(c.req.query('scope'))
  await endSessions(c.get('deps').sql, claims.sub, String(claims.session_id), scope)
  return c.body(null, 204)
})
