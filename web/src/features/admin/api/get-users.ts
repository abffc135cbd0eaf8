import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminUserListSchema } from '@marketplace/domain/contract/admin.ts'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

export type AdminUserList = z.infer<typeof adminUserListSchema>

/** GET /api/admin/users?q=&page=: users whose name or email matches, newest first, 20 a page. */
export async function getUsers(q: string, page: number): Promise<AdminUserList> {
  const params = new URLSearchParams({ q, page: String(page) })
  let body: unknown
  try {
    body = await apiFetch<unknown>(`/api/admin/users?${params}`)
  } catch (cause) {
    // Spec section 8: a failed user search reads 'Failed to fetch users'.
    throw new Error('Failed to fetch users', { cause })
  }
  return adminUserListSchema.parse(body)
}

/** Asked only for a search: with none the tab asks for one (spec: 'Enter a search query...'). */
export const usersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminQueryKeys.userList(q, page),
    queryFn: () => getUsers(q, page),
    enabled: q.trim() !== '',
    // The rows of the last page stay while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  })

export function useUsers(q: string, page: number) {
  return useQuery(usersQueryOptions(q, page))
}
