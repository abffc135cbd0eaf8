import type { Session } from '@supabase/supabase-js'
import type { CurrentUser } from '@marketplace/domain/contract/auth.ts'
import { profileFromIdentityMetadata } from './user-display'

/** The signed-in person as the screens show them (the server's record once it has answered). */
export type Viewer = CurrentUser

export type AuthState =
  { status: 'loading'; viewer: null } | { status: 'signedOut'; viewer: null } | { status: 'signedIn'; viewer: Viewer }

/**
 * Spec section 4: loading until the sign-in state is known; signed in when the server's user
 * query returns a user or a signed-in identity exists. The server is only asked while a session
 * exists, so the session decides, and the server's answer (names, photo, roles) fills in the
 * details as soon as it arrives; until then they come from the identity's own metadata.
 *
 * @param session undefined while the identity client has not said yet, null when signed out.
 * @param serverUser the answer of GET /api/auth/user for this session, if any yet.
 */
export function deriveAuthState(
  session: Session | null | undefined,
  serverUser: CurrentUser | null | undefined,
): AuthState {
  if (session === undefined) return { status: 'loading', viewer: null }
  if (session === null) return { status: 'signedOut', viewer: null }
  if (serverUser && serverUser.id === session.user.id) return { status: 'signedIn', viewer: serverUser }
  return { status: 'signedIn', viewer: viewerFromSession(session) }
}

export function viewerFromSession(session: Session): Viewer {
  return {
    id: session.user.id,
    email: session.user.email ?? '',
    ...profileFromIdentityMetadata(session.user.user_metadata),
    isAdmin: false,
    isStylist: false,
  }
}
