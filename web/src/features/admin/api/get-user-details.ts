import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminUserDetailsSchema, type AdminUserDetails } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/users/:id: the user, and their stylist profile when they have one. */
export async function getUserDetails(id: string): Promise<AdminUserDetails> {
  let body: unknown
  try {
    body = await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}`)
  } catch (cause) {
    throw new Error('Failed to fetch user details', { cause })
  }
  return adminUserDetailsSchema.parse(body)
}

export const userDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminQueryKeys.userDetails(id), queryFn: () => getUserDetails(id) })

export function useUserDetails(id: string | null) {
  return useQuery({ ...userDetailsQueryOptions(id ?? ''), enabled: id !== null })
}
