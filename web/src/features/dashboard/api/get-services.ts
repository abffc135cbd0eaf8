import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { dashboardServiceSchema, type DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/firebase/services/:stylistId: the stylist's own services. */
export async function getServices(stylistId: number): Promise<DashboardService[]> {
  return z.array(dashboardServiceSchema).parse(await apiFetch<unknown>(`/api/firebase/services/${stylistId}`))
}

export const servicesQueryKey = (stylistId: number) => ['dashboard', 'services', stylistId] as const

// The service list is never cached (spec section 7): every visit to the tab asks again.
export const servicesQueryOptions = (stylistId: number) =>
  queryOptions({ queryKey: servicesQueryKey(stylistId), queryFn: () => getServices(stylistId), staleTime: 0 })

export function useServices(stylistId: number) {
  return useQuery(servicesQueryOptions(stylistId))
}
