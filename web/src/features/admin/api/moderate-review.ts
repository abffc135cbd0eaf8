import { useMutation, useQueryClient } from '@tanstack/react-query'
import { reviewModerationResultSchema, type ReportedReview } from '@marketplace/domain/contract/reviews.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

export type ReviewDecision = 'hide' | 'keep'

/** POST /api/admin/reviews/:id/hide or /keep: closes the review's reports (audit-logged). */
export async function moderateReview({ id, decision }: { id: number; decision: ReviewDecision }) {
  return reviewModerationResultSchema.parse(
    await apiFetch<unknown>(`/api/admin/reviews/${id}/${decision}`, { method: 'POST', body: {} }),
  )
}

export function useModerateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: (_result, { id }) => {
      // The review leaves the queue at once; the refetch confirms it. Public profiles refresh too.
      queryClient.setQueryData<ReportedReview[]>(adminQueryKeys.reportedReviews, (list) =>
        list?.filter((r) => r.id !== id),
      )
      return refreshAfterAdminAction(queryClient, adminQueryKeys.reportedReviews, ['stylists'])
    },
  })
}
