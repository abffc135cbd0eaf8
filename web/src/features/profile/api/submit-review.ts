import { useMutation, useQueryClient } from '@tanstack/react-query'
import { reviewResultSchema, type ReviewInput, type ReviewResult } from '@marketplace/domain/contract/auth.ts'
import { apiFetch } from '@/lib/api-client'

/** POST /api/stylists/:id/reviews → 201 with the review and the stylist's new average and count. */
export async function submitReview(stylistId: number, input: ReviewInput): Promise<ReviewResult> {
  const body = await apiFetch<unknown>(`/api/stylists/${stylistId}/reviews`, { method: 'POST', body: input })
  return reviewResultSchema.parse(body)
}

/**
 * After a review is in, every cached stylist answer is out of date (the profile's list and
 * average, cards' ratings): the open profile is fetched again before the form says it is done,
 * so the new review and average show at once; the rest refetch when next shown.
 */
export function useSubmitReview(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(stylistId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stylists'] }),
  })
}
