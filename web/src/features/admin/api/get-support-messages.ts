import { queryOptions, useQuery } from '@tanstack/react-query'
import { supportInboxItemSchema } from '@marketplace/domain/contract/admin.ts'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>

/** GET /api/admin/support/messages: what visitors sent through /support, newest first. */
export async function getSupportMessages(): Promise<SupportInboxItem[]> {
  return z.array(supportInboxItemSchema).parse(await apiFetch<unknown>('/api/admin/support/messages'))
}

export const supportMessagesQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.support, queryFn: getSupportMessages })

export function useSupportMessages() {
  return useQuery(supportMessagesQueryOptions())
}
