import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminStatsSchema, type AdminStats } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/stats: the Overview's figures and the Insights lists. */
export async function getAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiFetch<unknown>('/api/admin/stats'))
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.stats, queryFn: getAdminStats })

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions())
}
