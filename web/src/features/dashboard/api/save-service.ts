import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardServiceSchema, type DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'
import { servicesQueryKey } from './get-services'
import { refreshPublicListing } from './public-listing'

export type ServiceValues = {
  name: string
  description: string | null
  price: number
  duration: number
  /** Processing time (issue 39): all three, or all null. */
  activeMinutes: number | null
  processingMinutes: number | null
  finishingMinutes: number | null
}
export type SaveServiceVariables = { serviceId: number | null; values: ServiceValues }

/** POST /api/firebase/services (add) or PUT /api/firebase/services/:serviceId (edit). */
export async function saveService(
  stylistId: number,
  { serviceId, values }: SaveServiceVariables,
): Promise<DashboardService> {
  const body = { stylistId, ...values }
  const answer =
    serviceId === null
      ? await apiFetch<unknown>('/api/firebase/services', { method: 'POST', body })
      : await apiFetch<unknown>(`/api/firebase/services/${serviceId}`, { method: 'PUT', body })
  return dashboardServiceSchema.parse(answer)
}

export function useSaveService(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: SaveServiceVariables) => saveService(stylistId, variables),
    onSuccess: () => {
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: servicesQueryKey(stylistId) })
    },
  })
}
