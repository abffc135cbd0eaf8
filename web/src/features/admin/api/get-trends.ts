import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminTrendsSchema, type AdminTrends, type InsightPeriod } from '@marketplace/domain/contract/insights.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/analytics/trends?days=&state=: the marketplace per day against the period before. */
export async function getTrends(days: InsightPeriod, state: string | null): Promise<AdminTrends> {
  const query = new URLSearchParams({ days: String(days), ...(state ? { state } : {}) })
  return adminTrendsSchema.parse(await apiFetch<unknown>(`/api/admin/analytics/trends?${query}`))
}

export const trendsQueryOptions = (days: InsightPeriod, state: string | null) =>
  queryOptions({ queryKey: adminQueryKeys.trends(days, state), queryFn: () => getTrends(days, state) })

/** The numbers on screen stay while another period or state loads. */
export function useTrends(days: InsightPeriod, state: string | null) {
  return useQuery({ ...trendsQueryOptions(days, state), placeholderData: keepPreviousData })
}
