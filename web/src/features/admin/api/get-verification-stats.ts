import { queryOptions, useQuery } from '@tanstack/react-query'
import { verificationStatsSchema, type VerificationStats } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/verifications/stats: how many stylists are pending, approved and rejected. */
export async function getVerificationStats(): Promise<VerificationStats> {
  return verificationStatsSchema.parse(await apiFetch<unknown>('/api/admin/verifications/stats'))
}

export const verificationStatsQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.verificationStats, queryFn: getVerificationStats })

export function useVerificationStats() {
  return useQuery(verificationStatsQueryOptions())
}
