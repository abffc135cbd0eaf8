import { queryOptions, useQuery } from '@tanstack/react-query'
import { reviewViewerSchema, type ReviewViewer } from '@marketplace/domain/contract/reviews.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/stylists/:id/reviews/viewer: whether the signed-in viewer is this stylist, and their visit. */
export async function getReviewViewer(stylistId: number): Promise<ReviewViewer> {
  return reviewViewerSchema.parse(await apiFetch<unknown>(`/api/stylists/${stylistId}/reviews/viewer`))
}

export const reviewViewerQueryOptions = (stylistId: number, userId: string | null) =>
  queryOptions({
    queryKey: ['stylists', 'reviews', stylistId, 'viewer', userId],
    queryFn: () => getReviewViewer(stylistId),
  })

/** Only asked when signed in (the answer is about the viewer). */
export function useReviewViewer(stylistId: number, userId: string | null) {
  return useQuery({ ...reviewViewerQueryOptions(stylistId, userId), enabled: userId !== null })
}
