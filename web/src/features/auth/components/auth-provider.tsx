import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { currentUserQueryKey, currentUserQueryOptions } from '@/features/auth/api/get-current-user'
import { recordSignIn } from '@/features/auth/api/record-sign-in'
import { AuthContext } from '@/features/auth/auth-context'
import { deriveAuthState } from '@/features/auth/auth-state'
import { renderingServerMarkup } from '@/lib/server-rendered'
import { getSupabase, identityNeededNow, onSupabaseStart } from '@/lib/supabase'

/**
 * Follows the identity client's session (persisted in localStorage, refreshed on its own) and
 * keeps the server's view of the user in step with it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // undefined: not known yet; null: signed out.
  // A browser with no sign-in trace is signed out from the start (lib/session-hint.ts). A page the
  // server rendered starts signed out like the server's markup, and then looks (the effect below).
  const [session, setSession] = useState<Session | null | undefined>(() =>
    !renderingServerMarkup() && identityNeededNow() ? undefined : null,
  )
  const lastUserId = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    let cancelled = false
    let unsubscribe = () => {}

    function handle(event: AuthChangeEvent, next: Session | null) {
      if (cancelled) return
      const previousUserId = lastUserId.current
      lastUserId.current = next?.user.id ?? null
      setSession(next)
      const refreshUser = () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
      switch (event) {
        case 'SIGNED_IN':
          // The client also says SIGNED_IN when a tab regains focus; only a new user is a sign-in.
          if (next && previousUserId !== next.user.id) void recordSignIn(next).then(refreshUser)
          else void refreshUser()
          break
        case 'SIGNED_OUT':
          queryClient.removeQueries({ queryKey: currentUserQueryKey })
          break
        case 'TOKEN_REFRESHED':
        case 'USER_UPDATED':
          void refreshUser()
          break
      }
    }

    function follow(supabase: SupabaseClient) {
      if (cancelled) return
      const { data } = supabase.auth.onAuthStateChange((event, next) => {
        // Deferred: the client notifies while holding its session lock, and the work above
        // makes requests that ask it for the session again.
        setTimeout(() => handle(event, next), 0)
      })
      unsubscribe = () => data.subscription.unsubscribe()
    }

    let stopWaiting = () => {}
    if (identityNeededNow()) {
      // After hydrating the server's signed-out markup: "not known yet" until the client answers.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's first render had to be matched
      setSession((current) => (current === null ? undefined : current))
      getSupabase().then(follow, (error: unknown) => {
        // Without the identity client nobody can be signed in; the public pages still work.
        console.error('Could not start the identity client:', error)
        if (!cancelled) setSession(null)
      })
    } else {
      // Nobody signed in here: the client (and its chunk) starts when someone signs in or up.
      stopWaiting = onSupabaseStart(follow)
    }
    return () => {
      cancelled = true
      stopWaiting()
      unsubscribe()
    }
  }, [queryClient])

  const serverUser = useQuery(currentUserQueryOptions(session?.user.id ?? null)).data
  const state = useMemo(() => deriveAuthState(session, serverUser), [session, serverUser])
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}
