import { isAuthError, isAuthRetryableFetchError, type Session } from '@supabase/supabase-js'
import { getRuntimeConfig } from '@/lib/runtime-config'
import { getSupabase } from '@/lib/supabase'
import type { LoginValues } from './credentials-schema'

// The identity provider's calls, each logged and rethrown on failure with the spec's prefixes
// (section 8). The session they start reaches the app through AuthProvider's listener.

export async function signInWithEmail({ email, password }: LoginValues): Promise<void> {
  try {
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password })
    if (error) throw error
  } catch (error) {
    console.error('Error signing in:', error)
    throw error
  }
}

/** Creates the account; the session is null when the project asks new users to confirm their email. */
export async function signUpWithEmail({ email, password }: LoginValues): Promise<{ session: Session | null }> {
  try {
    const { data, error } = await (await getSupabase()).auth.signUp({ email, password })
    if (error) throw error
    return { session: data.session }
  } catch (error) {
    console.error('Error creating user:', error)
    throw error
  }
}

export type GoogleSignInResult = 'redirecting' | 'unavailable'

/**
 * Google through Supabase: the browser leaves for Google and comes back to `returnPath`, where
 * the client picks up the session from the address. The embedded issuer has no Google, so there
 * the caller explains that instead.
 */
export async function signInWithGoogle(returnPath: string): Promise<GoogleSignInResult> {
  const config = await getRuntimeConfig()
  if (config.identity === 'embedded') return 'unavailable'
  try {
    const { error } = await (
      await getSupabase()
    ).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}${returnPath}` },
    })
    if (error) throw error
    return 'redirecting'
  } catch (error) {
    console.error('Error signing in with Google:', error)
    throw error
  }
}

/**
 * The provider's own words for a failure ('Invalid login credentials', 'User already registered',
 * a rate limit), when it gave any. A network failure or a broken config has no words for a user:
 * the caller's fallback text is shown instead.
 */
export function providerMessage(error: unknown): string | null {
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return null
  return error.message.trim() || null
}
