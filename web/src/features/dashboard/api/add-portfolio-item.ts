import { useMutation, useQueryClient } from '@tanstack/react-query'
import { portfolioItemSchema, type PortfolioItem } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'
import { portfolioQueryKey } from './get-portfolio'
import { refreshPublicListing } from './public-listing'
import { uploadImage } from './upload-image'

export type AddPortfolioVariables = { file: File; caption: string }

/** Uploads the image (POST /api/firebase/upload/portfolio), then POST /api/firebase/portfolio. */
export async function addPortfolioItem(
  stylistId: number,
  { file, caption }: AddPortfolioVariables,
): Promise<PortfolioItem> {
  const imageUrl = await uploadImage('portfolio', file)
  const body = await apiFetch<unknown>('/api/firebase/portfolio', {
    method: 'POST',
    body: { stylistId, imageUrl, caption, tags: [] },
  })
  return portfolioItemSchema.parse(body)
}

export function useAddPortfolioItem(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: AddPortfolioVariables) => addPortfolioItem(stylistId, variables),
    onSuccess: () => {
      refreshPublicListing(queryClient)
      return queryClient.invalidateQueries({ queryKey: portfolioQueryKey(stylistId) })
    },
  })
}
