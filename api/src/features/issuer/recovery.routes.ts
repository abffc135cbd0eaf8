import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { passwordResetMail } from '../mail/templates/password-reset.ts'
import { GoTrueError } from './gotrue.ts'
import { body, emailSchema, limit, sessionBody } from './issuer-http.ts'
import { findActiveUserById, startSession } from './issuer.sql.ts'
import {
  allowedRedirect,
  hashRecoveryToken,
  newRecoveryToken,
  RECOVERY_LINK_MINUTES,
  recoveryLink,
  withFragment,
} from './recovery-links.ts'
import { startRecovery, useRecoveryToken } from './recovery.sql.ts'

/**
 * Password reset, as Supabase Auth does it for supabase-js: POST /recover emails a one-time link
 * to GET /verify, which signs the browser in (a recovery session, in the fragment of the page it
 * goes on to) so the page can set a new password with PUT /user. POST /verify redeems the same
 * token for supabase-js's verifyOtp. The email goes through the outbox (in embedded mode, to the
 * mailbox page); on Supabase the project's own Auth sends it.
 */
export const recoveryRoutes = new Hono<AppEnv>()

// supabase-js sends PKCE fields (null in the implicit flow the web app uses; PKCE is not served here).
const recoverSchema = z.object({
  email: emailSchema,
  code_challenge: z.null().optional(),
  code_challenge_method: z.null().optional(),
})
const token = z.string().min(1).max(200)
const verifyLinkSchema = z.object({ token, type: z.literal('recovery'), redirect_to: z.string().optional() })
const verifyOtpSchema = z.union([
  z.object({ type: z.literal('recovery'), token_hash: token }),
  z.object({ type: z.literal('recovery'), token, email: emailSchema }),
])
const expired = {
  code: 'otp_expired',
  link: 'Email link is invalid or has expired',
  otp: 'Token has expired or is invalid',
}

recoveryRoutes.post('/recover', async (c) => {
  const { sql, env, clock } = c.get('deps')
  await limit(c, 'recoverPerIp', clientIp(c), 'over_email_send_rate_limit')
  const input = await body(c, recoverSchema)
  // Counted for every address alike, so the 429 says nothing about who has an account.
  await limit(c, 'recoverPerAddress', input.email, 'over_email_send_rate_limit')
  const secret = newRecoveryToken()
  const link = recoveryLink(env, secret, allowedRedirect(env, c.req.query('redirect_to')))
  const mail = passwordResetMail(link, RECOVERY_LINK_MINUTES)
  await sql.begin((tx) => startRecovery(tx, input.email, hashRecoveryToken(secret), mail, clock.now()))
  // The same answer whether or not a message was queued (Supabase answers {} too).
  return c.json({})
})

/** Redeems a token once: a new session of its account (the recovery session), or null. */
async function redeem(c: Context<AppEnv>, secret: string, email?: string) {
  const { sql, clock } = c.get('deps')
  const since = new Date(clock.now().getTime() - RECOVERY_LINK_MINUTES * 60_000)
  const started = await sql.begin(async (tx) => {
    const userId = await useRecoveryToken(tx, hashRecoveryToken(secret), since, email)
    const user = userId ? await findActiveUserById(tx, userId) : undefined
    return user ? { user, ...(await startSession(tx, user.id, c.req.header('user-agent') ?? null)) } : null
  })
  return started && sessionBody(c, started.user, started.sessionId, started.refreshToken, 'otp')
}

// The link in the email: opened by a browser with no API key. It answers by redirecting, with the
// session (or GoTrue's error) in the fragment, which never reaches a server or a Referer header.
recoveryRoutes.get('/verify', async (c) => {
  const { env } = c.get('deps')
  await limit(c, 'verifyPerIp', clientIp(c))
  const query = verifyLinkSchema.safeParse(c.req.query())
  if (!query.success) throw new GoTrueError(400, 'validation_failed', 'Verify requires a token and type=recovery')
  const redirectTo = allowedRedirect(env, query.data.redirect_to)
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  const session = await redeem(c, query.data.token)
  if (!session)
    return c.redirect(
      withFragment(redirectTo, { error: 'access_denied', error_code: expired.code, error_description: expired.link }),
      303,
    )
  return c.redirect(
    withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: 'recovery',
    }),
    303,
  )
})

// supabase-js's verifyOtp({ type: 'recovery', token_hash }) (or { token, email }), with the link's token.
recoveryRoutes.post('/verify', async (c) => {
  await limit(c, 'verifyPerIp', clientIp(c))
  const input = await body(c, verifyOtpSchema)
  const session = 'token_hash' in input ? await redeem(c, input.token_hash) : await redeem(c, input.token, input.email)
  if (!session) throw new GoTrueError(403, expired.code, expired.otp)
  return c.json(session)
})
