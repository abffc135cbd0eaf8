import { queryOptions } from '@tanstack/react-query'
import { currentUserSchema, type CurrentUser } from '@marketplace/domain/contract/auth.ts'
import { apiFetch } from '@/lib/api-client'

export type { CurrentUser }

/** The signed-in user, or null when the server answers 401 (nobody is signed in). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiFetch<unknown>('/api/auth/user', { on401: 'returnNull' })
  return body === null ? null : currentUserSchema.parse(body)
}

/** Every user query lives under this key: sign-in, sign-out and token changes invalidate it. */
export const currentUserQueryKey = ['auth', 'user'] as const

/**
 * Keyed by the identity's user id, so one user's answer is never shown for another, and asked
 * only while a session exists (without one the server can only answer 401).
 */
export const currentUserQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...currentUserQueryKey, userId],
    queryFn: getCurrentUser,
    enabled: userId !== null,
    // Explicitly not retried (spec section 7), whatever the client defaults become.
    retry: false,
  })
