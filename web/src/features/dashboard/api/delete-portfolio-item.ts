import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { portfolioQueryKey } from './get-portfolio'
import { refreshPublicListing } from './public-listing'

/** DELETE /api/firebase/portfolio/:itemId (the server removes the file once nothing shows it). */
export async function deletePortfolioItem(itemId: number): Promise<void> {
  await apiFetch<unknown>(`/api/firebase/portfolio/${itemId}`, { method: 'DELETE' })
}

export function useDeletePortfolioItem(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePortfolioItem,
    onSuccess: () => {
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: portfolioQueryKey(stylistId) })
    },
  })
}
