import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { reviewPageSchema, type ReviewPage } from '@marketplace/domain/contract/reviews.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/stylists/:id/reviews?cursor=: the page of reviews after the cursor, newest first. */
export async function getReviewPage(stylistId: number, cursor: string): Promise<ReviewPage> {
  const body = await apiFetch<unknown>(`/api/stylists/${stylistId}/reviews?cursor=${encodeURIComponent(cursor)}`)
  return reviewPageSchema.parse(body)
}

/**
 * The reviews after the profile's first page (which comes with the profile: no second trip),
 * loaded a page at a time on "Show more reviews". Pages follow a cursor, so a review written
 * meanwhile never repeats or hides one. Under ['stylists', ...]: a reply or review refreshes them.
 */
export function useMoreReviews(stylistId: number, firstCursor: string | null) {
  const [wanted, setWanted] = useState(false)
  const query = useInfiniteQuery({
    queryKey: ['stylists', 'reviews', stylistId, firstCursor],
    queryFn: ({ pageParam }) => getReviewPage(stylistId, pageParam),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor,
    enabled: wanted && firstCursor !== null,
  })
  return {
    reviews: query.data?.pages.flatMap((page) => page.reviews) ?? [],
    hasMore: firstCursor !== null && (query.data === undefined || query.hasNextPage),
    loading: query.isFetching,
    failed: query.isError,
    showMore: () => (wanted ? void query.fetchNextPage() : setWanted(true)),
  }
}
