import type { Session } from '@supabase/supabase-js'
import { getRuntimeConfig } from '@/lib/runtime-config'
import { getSupabase } from '@/lib/supabase'
import { isAuthError, isAuthImplicitGrantRedirectError, isAuthRetryableFetchError } from './auth-errors'
import type { ForgotPasswordValues, LoginValues, NewPasswordValues } from './credentials-schema'

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

/** The page the reset email's link opens (allowed as a redirect URL in the Supabase project). */
export const RESET_PASSWORD_PATH = '/reset-password'

/**
 * Asks for a reset link. The provider answers alike whether or not the address has an account,
 * so the caller can only say "if an account exists"; a rate limit is an error like any other.
 */
export async function requestPasswordReset({ email }: ForgotPasswordValues): Promise<void> {
  try {
    const { error } = await (
      await getSupabase()
    ).auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` })
    if (error) throw error
  } catch (error) {
    console.error('Error sending password reset email:', error)
    throw error
  }
}

/**
 * What the reset link left on this page. The identity client reads the address when it starts:
 * a recovery session there signs the browser in ('ready', for that account's email); the
 * provider's error there (a link used or expired) is 'expired'; neither is 'missing'.
 */
export type PasswordRecovery = { status: 'ready'; email: string } | { status: 'expired' } | { status: 'missing' }

export async function readPasswordRecovery(): Promise<PasswordRecovery> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.initialize()
  // Read by now: the address keeps no token, no error and no bare '#' (supabase-js leaves one).
  if (window.location.href.includes('#'))
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
  if (error && isAuthImplicitGrantRedirectError(error)) return { status: 'expired' }
  if (error) throw error
  const { data } = await supabase.auth.getSession()
  return data.session ? { status: 'ready', email: data.session.user.email ?? '' } : { status: 'missing' }
}

/** Sets the signed-in user's new password (the provider ends their other sessions). */
export async function setNewPassword({ password }: NewPasswordValues): Promise<void> {
  try {
    const { error } = await (await getSupabase()).auth.updateUser({ password })
    if (error) throw error
  } catch (error) {
    console.error('Error updating password:', error)
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
