import type { Session } from '@supabase/supabase-js'
import type { SignInRecord } from '@marketplace/domain/contract/auth.ts'
import { apiFetch } from '@/lib/api-client'
import { profileFromIdentityMetadata } from '@/features/auth/user-display'

/** What the server is told about the user at sign-in; null when the identity has no email. */
export function signInRecordFor(user: Session['user']): SignInRecord | null {
  if (!user.email) return null
  return { email: user.email, ...profileFromIdentityMetadata(user.user_metadata) }
}

/**
 * POST /api/firebase/users on each sign-in (spec section 7). The session is the one the sign-in
 * event just delivered, so the request does not wait on the identity client; a failure is only
 * logged (spec section 8).
 */
export async function recordSignIn(session: Session): Promise<void> {
  const record = signInRecordFor(session.user)
  if (!record) return
  try {
    await apiFetch('/api/firebase/users', {
      method: 'POST',
      body: record,
      headers: { authorization: `Bearer ${session.access_token}`, 'x-firebase-uid': session.user.id },
    })
  } catch (error) {
    console.error('Error recording the sign-in:', error)
  }
}
