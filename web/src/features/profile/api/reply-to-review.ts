import { useMutation, useQueryClient } from '@tanstack/react-query'
import { reviewReplySchema, type ReviewReplyInput } from '@marketplace/domain/contract/reviews.ts'
import { apiFetch } from '@/lib/api-client'

/** POST /api/reviews/:id/reply: the reviewed stylist's one reply (409 when there is one). */
export async function replyToReview(reviewId: number, input: ReviewReplyInput) {
  return reviewReplySchema.parse(
    await apiFetch<unknown>(`/api/reviews/${reviewId}/reply`, { method: 'POST', body: input }),
  )
}

/** The reply shows under its review once the profile and its pages are fetched again. */
export function useReplyToReview(reviewId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(reviewId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stylists'] }),
  })
}
