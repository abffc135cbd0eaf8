import { queryOptions, useQuery } from '@tanstack/react-query'
import { reportedReviewSchema, type ReportedReview } from '@marketplace/domain/contract/reviews.ts'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/reviews/reported: visible reviews with open reports, most reported first. */
export async function getReportedReviews(): Promise<ReportedReview[]> {
  return z.array(reportedReviewSchema).parse(await apiFetch<unknown>('/api/admin/reviews/reported'))
}

export const reportedReviewsQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.reportedReviews, queryFn: getReportedReviews })

export function useReportedReviews() {
  return useQuery(reportedReviewsQueryOptions())
}
