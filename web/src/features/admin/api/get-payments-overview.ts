import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminPaymentsOverviewSchema, type AdminPaymentsOverview } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/payments?days=: booking money over the period and the open disputes. */
export async function getPaymentsOverview(days: number): Promise<AdminPaymentsOverview> {
  return adminPaymentsOverviewSchema.parse(await apiFetch<unknown>(`/api/admin/payments?days=${days}`))
}

export function usePaymentsOverview(days: number) {
  return useQuery(queryOptions({ queryKey: adminQueryKeys.payments(days), queryFn: () => getPaymentsOverview(days) }))
}
