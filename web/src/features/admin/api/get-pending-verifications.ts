import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { pendingStylistSchema, type PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/verifications/pending: the stylists waiting for a decision. */
export async function getPendingVerifications(): Promise<PendingStylist[]> {
  return z.array(pendingStylistSchema).parse(await apiFetch<unknown>('/api/admin/verifications/pending'))
}

export const pendingVerificationsQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.pendingVerifications, queryFn: getPendingVerifications })

export function usePendingVerifications() {
  return useQuery(pendingVerificationsQueryOptions())
}
