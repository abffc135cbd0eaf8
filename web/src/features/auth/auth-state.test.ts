import type { Session } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { deriveAuthState } from './auth-state'

const session = (id: string, email: string, userMetadata: Record<string, unknown> = {}) =>
  ({ access_token: 't', user: { id, email, user_metadata: userMetadata } }) as unknown as Session

const serverUser = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  profileImageUrl: null,
  isAdmin: false,
  isStylist: true,
}

describe('deriveAuthState', () => {
  it('is loading until the identity client has spoken, then signed out without a session', () => {
    expect(deriveAuthState(undefined, undefined).status).toBe('loading')
    expect(deriveAuthState(null, undefined)).toEqual({ status: 'signedOut', viewer: null })
  })

  it('is signed in from the session alone while the server has not answered (or failed)', () => {
    const state = deriveAuthState(session('u1', 'ana@example.com', { full_name: 'Ana Maria Lee' }), undefined)
    expect(state).toEqual({
      status: 'signedIn',
      viewer: {
        id: 'u1',
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Maria Lee',
        profileImageUrl: null,
        isAdmin: false,
        isStylist: false,
      },
    })
    expect(deriveAuthState(session('u1', 'ana@example.com'), null).status).toBe('signedIn')
  })

  it("shows the server's record once it has answered for the same user", () => {
    expect(deriveAuthState(session('u1', 'ana@example.com'), serverUser).viewer).toBe(serverUser)
    // A late answer for the previous user is never shown for the new one.
    expect(deriveAuthState(session('u2', 'bo@example.com'), serverUser).viewer?.email).toBe('bo@example.com')
  })
})
