import { Card, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { formatLongDate } from '@/lib/format-date'
import type { ViewerStatus } from '../viewer-status'
import { EmptyTabState } from './empty-tab-state'
import { LeaveReviewCard } from './leave-review-card'
import { StarRating } from './star-rating'

type ReviewsTabProps = { stylistId: number; reviews: StylistProfile['reviews']; viewerStatus: ViewerStatus }

export function ReviewsTab({ stylistId, reviews, viewerStatus }: ReviewsTabProps) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
      <Stack as="section" aria-labelledby="reviews-heading" gap="5">
        <Heading as="h2" id="reviews-heading" size="xl" color="fg.heading">
          Client Reviews
        </Heading>
        {reviews.length === 0 ? (
          <EmptyTabState>No reviews yet.</EmptyTabState>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4">
            {reviews.map((review) => (
              <Card.Root as="li" key={review.id} variant="outline" size="sm">
                <Card.Body gap="2">
                  <HStack justify="space-between" gap="3" flexWrap="wrap">
                    <HStack gap="3">
                      {/* Reviews are anonymous (spec). */}
                      <Text fontWeight="semibold">Client</Text>
                      <StarRating rating={review.rating} />
                    </HStack>
                    <chakra.time dateTime={review.createdAt} fontSize="sm" color="fg.muted">
                      {formatLongDate(new Date(review.createdAt))}
                    </chakra.time>
                  </HStack>
                  <Text lineHeight="tall" whiteSpace="pre-line">
                    {review.comment}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Stack>
      <LeaveReviewCard stylistId={stylistId} viewerStatus={viewerStatus} />
    </Grid>
  )
}
