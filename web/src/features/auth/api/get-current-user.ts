import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isStylist: z.boolean(),
})

export type CurrentUser = z.infer<typeof currentUserSchema>

/** The signed-in user, or null when the server answers 401 (nobody is signed in). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiFetch<unknown>('/api/auth/user', { on401: 'returnNull' })
  return body === null ? null : currentUserSchema.parse(body)
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: getCurrentUser,
  // Explicitly not retried (spec section 7), whatever the client defaults become.
  retry: false,
})

/** `data` is undefined while loading (or when the request failed), null when signed out. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions)
}
