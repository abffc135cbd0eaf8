import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { unauthorized } from '../../lib/http-error.ts'

/**
 * GET /api/auth/user: the signed-in user, or 401. Identity comes only from a bearer token; until
 * the token verifier exists (identity issue) no token can be valid, so every request is a 401,
 * which the SPA's current-user query reads as "signed out".
 */
export const authRoutes = new Hono<AppEnv>().get('/auth/user', (c) => {
  const header = c.req.header('authorization')
  throw unauthorized(header ? 'Invalid or expired access token' : 'Not signed in')
})
