import type { Session, SupabaseClient } from '@supabase/supabase-js'
import type { ApiSessionSource } from '@/lib/api-client'
import { getRuntimeConfig } from '@/lib/runtime-config'
import { pageMayHaveSession } from '@/lib/session-hint'

// The one identity client of the page. Its URL and key come from GET /api/config, so the same
// build talks to a Supabase project or, in embedded mode, to this server's own /auth/v1.
let pending: Promise<SupabaseClient> | null = null
let started: SupabaseClient | null = null
const startListeners = new Set<(client: SupabaseClient) => void>()

export function getSupabase(): Promise<SupabaseClient> {
  // supabase-js loads in its own chunk, beside the config request, not before the first paint.
  pending ??= Promise.all([getRuntimeConfig(), import('@supabase/supabase-js')])
    .then(([config, { createClient }]) => {
      const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      })
      started = client
      for (const listener of startListeners) listener(client)
      return client
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}

/**
 * Calls `listener` once the identity client exists (at once when it already does): a visitor
 * without a session gets it only when they sign in or up. Returns the unsubscribe function.
 */
export function onSupabaseStart(listener: (client: SupabaseClient) => void): () => void {
  if (started) {
    listener(started)
    return () => {}
  }
  startListeners.add(listener)
  return () => startListeners.delete(listener)
}

/** Whether the identity client is needed at start-up: a session may exist, or it already runs. */
export function identityNeededNow(): boolean {
  return pending !== null || pageMayHaveSession()
}

/**
 * The current session, refreshed first when its token is about to expire; null when signed out
 * or when the identity client cannot be built (the public pages work without it).
 */
export async function getCurrentSession(): Promise<Session | null> {
  // Signed out and never signed in here: known without downloading the identity client.
  if (!identityNeededNow()) return null
  try {
    const supabase = await getSupabase()
    const { data } = await supabase.auth.getSession()
    return data.session
  } catch (error) {
    console.error('Could not read the sign-in session:', error)
    return null
  }
}

/** What apiFetch sends for a signed-in browser (registered in main.tsx). */
export const supabaseApiSession: ApiSessionSource = async () => {
  const session = await getCurrentSession()
  return session ? { accessToken: session.access_token, userId: session.user.id } : null
}
