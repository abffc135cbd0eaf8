import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  stylistInsightsSchema,
  type InsightPeriod,
  type StylistInsights,
} from '@marketplace/domain/contract/insights.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/dashboard/insights?days=: the signed-in stylist's own Insights. */
export async function getInsights(days: InsightPeriod): Promise<StylistInsights> {
  return stylistInsightsSchema.parse(await apiFetch<unknown>(`/api/dashboard/insights?days=${days}`))
}

/** Keyed by user: one account's numbers are never shown to the next one signed in. */
export const insightsQueryOptions = (userId: string, days: InsightPeriod) =>
  queryOptions({ queryKey: ['dashboard', userId, 'insights', days] as const, queryFn: () => getInsights(days) })

/** The previous period's numbers stay on screen while another period loads. */
export function useInsights(userId: string, days: InsightPeriod) {
  return useQuery({ ...insightsQueryOptions(userId, days), placeholderData: keepPreviousData })
}
