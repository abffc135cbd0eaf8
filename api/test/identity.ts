import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { issueAccessToken } from '../src/adapters/identity/access-token.ts'
import type { Deps } from '../src/app-env.ts'
import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { testDeps } from './app.ts'
import { createUser } from './database.ts'

export const ORIGIN = 'http://localhost'

/** The app with its deps at hand (the issuer's secret, the limiter), for identity tests. */
export function identityTestApp(sql: Sql, settings: Record<string, string> = {}) {
  const deps = testDeps(sql, settings)
  return { deps, app: createApp(deps) }
}

/**
 * The real supabase-js client, talking to the app in-process: its requests go through the app's
 * fetch instead of a socket, and nothing else differs from the browser's client.
 */
export function supabaseClient(app: ReturnType<typeof createApp>, anonKey: string): SupabaseClient {
  return createClient(ORIGIN, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
    },
    realtime: { transport: WebSocket as never },
  })
}

/** A user with an open session and a valid access token of the embedded issuer (set-up shortcut). */
export async function signedInUser(sql: Sql, deps: Deps, overrides: { email?: string; isAdmin?: boolean } = {}) {
  if (deps.identity.mode !== 'embedded') throw new Error('signedInUser needs the embedded issuer')
  const user = await createUser(sql, overrides)
  const sessionId = randomUUID()
  await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${user.id})`
  const { token } = await issueAccessToken(
    deps.identity,
    { id: user.id, email: user.email, app_metadata: {}, user_metadata: {} },
    sessionId,
    'password',
  )
  return { ...user, sessionId, token, headers: { authorization: `Bearer ${token}` } }
}
