import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { servicesQueryKey } from './get-services'
import { refreshPublicListing } from './public-listing'

/** DELETE /api/firebase/services/:serviceId */
export async function deleteService(serviceId: number): Promise<void> {
  await apiFetch<unknown>(`/api/firebase/services/${serviceId}`, { method: 'DELETE' })
}

export function useDeleteService(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => {
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: servicesQueryKey(stylistId) })
    },
  })
}
