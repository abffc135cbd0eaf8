import { useMutation } from '@tanstack/react-query'
import { reviewReportResultSchema, type ReviewReportInput } from '@marketplace/domain/contract/reviews.ts'
import { apiFetch } from '@/lib/api-client'

/** POST /api/reviews/:id/report: once per user and review (409 the second time). */
export async function reportReview(reviewId: number, input: ReviewReportInput) {
  return reviewReportResultSchema.parse(
    await apiFetch<unknown>(`/api/reviews/${reviewId}/report`, { method: 'POST', body: input }),
  )
}

export function useReportReview(reviewId: number) {
  return useMutation({ mutationFn: (input: ReviewReportInput) => reportReview(reviewId, input) })
}
