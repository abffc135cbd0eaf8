import { Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReviewViewer } from '@marketplace/domain/contract/reviews.ts'
import type { ViewerStatus } from '../viewer-status'
import { ReviewForm } from './review-form'

type LeaveReviewCardProps = { stylistId: number; viewerStatus: ViewerStatus; viewer: ReviewViewer | null }

/**
 * Signed in: the review form. Signed out: the spec's prompt, whose 'Sign In' went to /api/login
 * (a defect); here it is the /login page, which comes back to this profile's Reviews tab afterwards.
 */
export function LeaveReviewCard({ stylistId, viewerStatus, viewer }: LeaveReviewCardProps) {
  // Back to this card, whatever the address's fragment: the app switches tabs without one, and the
  // visitor signed in to write the review, so About would make them look for it again.
  const here = useLocation({ select: (location) => `${location.pathname}${location.searchStr}#reviews` })
  return (
    <Card.Root as="aside" aria-labelledby="leave-review-heading" variant="outline" bg="bg.accent">
      <Card.Header>
        <Card.Title as="h2" id="leave-review-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          Leave a Review
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {viewerStatus === 'loading' && (
          <Stack gap="3" aria-busy="true" data-testid="review-card-loading">
            <Skeleton h="6" w="40" />
            <Skeleton h="24" />
            <Skeleton h="10" w="32" />
          </Stack>
        )}
        {viewerStatus === 'signedIn' && viewer?.ownsProfile && (
          <Text color="fg.muted">This is your profile: you can reply to each review once, under it.</Text>
        )}
        {viewerStatus === 'signedIn' && !viewer?.ownsProfile && (
          <>
            {viewer?.visitService && (
              <Text fontSize="sm" color="fg.muted">
                Your review will show as a verified visit ({viewer.visitService}).
              </Text>
            )}
            <ReviewForm stylistId={stylistId} />
          </>
        )}
        {viewerStatus === 'signedOut' && (
          <>
            <Text color="fg.muted">Please sign in to leave a review</Text>
            <Button asChild colorPalette="brand" alignSelf="start">
              <Link to="/login" search={{ redirect: here }}>
                Sign In
              </Link>
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
