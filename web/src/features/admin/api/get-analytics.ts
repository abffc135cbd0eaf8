import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ADMIN_ACTIVITY_LIMIT, analyticsEventSchema, type AnalyticsEvent } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/analytics: the most recent events, at most 50 (spec section 9). */
export async function getAnalytics(): Promise<AnalyticsEvent[]> {
  const events = z.array(analyticsEventSchema).parse(await apiFetch<unknown>('/api/admin/analytics'))
  return events.slice(0, ADMIN_ACTIVITY_LIMIT)
}

export const analyticsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.analytics, queryFn: getAnalytics })

export function useAnalytics() {
  return useQuery(analyticsQueryOptions())
}
