import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import type { SupabaseClient } from '@supabase/supabase-js'
import { currentUserQueryKey } from '@/features/auth/api/get-current-user'

type SignOutDeps = {
  auth: Pick<SupabaseClient['auth'], 'signOut'>
  queryClient: QueryClient
  router: Pick<RegisteredRouter, 'navigate'>
}

/**
 * Ends the session with the identity provider, forgets the user's data in the browser and returns
 * to the home page. A provider failure is logged and rethrown (spec section 8), leaving the user
 * signed in rather than half signed out.
 */
export async function signOut({ auth, queryClient, router }: SignOutDeps): Promise<void> {
  try {
    // This browser only, as the spec's provider signs out: other devices stay signed in.
    const { error } = await auth.signOut({ scope: 'local' })
    if (error) throw error
    queryClient.removeQueries({ queryKey: currentUserQueryKey })
    await router.navigate({ to: '/' })
  } catch (error) {
    console.error('Error signing out:', error)
    throw error
  }
}
