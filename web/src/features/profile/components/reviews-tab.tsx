import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { useMoreReviews } from '../api/get-review-pages'
import { useReviewViewer } from '../api/get-review-viewer'
import type { ViewerStatus } from '../viewer-status'
import { EmptyTabState } from './empty-tab-state'
import { LeaveReviewCard } from './leave-review-card'
import { RatingHistogram } from './rating-histogram'
import { ReviewItem } from './review-item'

type ReviewsTabProps = {
  profile: Pick<StylistProfile, 'id' | 'reviews' | 'reviewsNextCursor' | 'reviewCount' | 'rating' | 'ratingCounts'>
  viewerStatus: ViewerStatus
  /** The signed-in viewer's id (what the server says they may do is asked per viewer). */
  viewerId: string | null
}

/**
 * 'Client Reviews': the first page came with the profile, "Show more reviews" brings the next.
 * A signed-in viewer may report any review; the stylist themself may reply once to each.
 */
export function ReviewsTab({ profile, viewerStatus, viewerId }: ReviewsTabProps) {
  const more = useMoreReviews(profile.id, profile.reviewsNextCursor)
  const viewer = useReviewViewer(profile.id, viewerStatus === 'signedIn' ? viewerId : null)
  const reviews = [...profile.reviews, ...more.reviews]
  const owns = viewer.data?.ownsProfile ?? false
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
      <Stack as="section" aria-labelledby="reviews-heading" gap="5">
        <Heading as="h2" id="reviews-heading" size="xl" color="fg.heading">
          Client Reviews
        </Heading>
        {profile.reviewCount > 0 && <RatingHistogram rating={profile.rating} ratingCounts={profile.ratingCounts} />}
        {reviews.length === 0 ? (
          <EmptyTabState>No reviews yet.</EmptyTabState>
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="4" aria-labelledby="reviews-heading">
              {reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  canReply={owns && review.reply === null}
                  canReport={viewerStatus === 'signedIn'}
                />
              ))}
            </Stack>
            <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                Showing {reviews.length} of {Math.max(profile.reviewCount, reviews.length)} reviews
              </Text>
              {more.failed && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  We could not load more reviews. Please try again.
                </Text>
              )}
              {more.hasMore && (
                <Button variant="outline" loading={more.loading} loadingText="Loading reviews…" onClick={more.showMore}>
                  Show more reviews
                </Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
      <LeaveReviewCard stylistId={profile.id} viewerStatus={viewerStatus} viewer={viewer.data ?? null} />
    </Grid>
  )
}
