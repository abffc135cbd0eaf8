import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user'

type SignOutDeps = {
  queryClient: QueryClient
  router: Pick<RegisteredRouter, 'navigate'>
}

/**
 * Ends the session in the browser and returns to the home page.
 * The identity provider's own sign-out (supabase.auth.signOut()) belongs at the top of the
 * try block once sign-in exists; everything after it stays as it is.
 */
export async function signOut({ queryClient, router }: SignOutDeps): Promise<void> {
  try {
    queryClient.setQueryData(currentUserQueryOptions.queryKey, null)
    await router.navigate({ to: '/' })
  } catch (error) {
    console.error('Error signing out:', error)
    throw error
  }
}
