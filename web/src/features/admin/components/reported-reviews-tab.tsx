import { Badge, Button, HStack, Link, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { reportReasons, type ReportedReview } from '@marketplace/domain/contract/reviews.ts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { useReportedReviews } from '../api/get-reported-reviews'
import { useModerateReview, type ReviewDecision } from '../api/moderate-review'
import { failureDescription } from '../admin-errors'
import { formatAdminDateTime } from '../admin-format'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'

const reasonLabel = (reason: string) => reportReasons.find((r) => r.value === reason)?.label ?? reason

/** Reported Reviews: reviews people flagged, most reported first, to hide (after a question) or keep. */
export function ReportedReviewsTab() {
  const reviews = useReportedReviews()
  return (
    <Stack as="section" aria-labelledby="admin-reviews-heading" gap="5">
      <AdminSectionHeader
        id="admin-reviews-heading"
        title="Reported Reviews"
        description="Hide a review to remove it from the profile, the count and the rating; keep it to close its reports. Every decision is written to the audit log."
      />
      {reviews.isError ? (
        <AdminLoadError
          message="We could not load the reported reviews."
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : reviews.isPending ? (
        <Stack gap="3" role="status" aria-label="Loading reported reviews">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="36" rounded="lg" />
          ))}
        </Stack>
      ) : reviews.data.length === 0 ? (
        <AdminEmpty title="No reported reviews" hint="Reviews that visitors report appear here." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="admin-reviews-heading">
          {reviews.data.map((review) => (
            <ReportedReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const moderate = useModerateReview()
  const [confirming, setConfirming] = useState(false)
  const headingId = `reported-review-${review.id}`

  // mutateAsync, not mutate's callbacks: on success the card leaves the list (and unmounts).
  function decide(decision: ReviewDecision) {
    moderate.mutateAsync({ id: review.id, decision }).then(
      () => toast({ title: decision === 'hide' ? 'Review hidden' : 'Review kept', variant: 'success' }),
      (error: unknown) =>
        toast({ title: 'Failed to update review', description: failureDescription(error), variant: 'destructive' }),
    )
  }

  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      gap="3"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      rounded="lg"
      bg="bg"
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text as="h3" id={headingId} fontWeight="semibold" color="fg.heading" wordBreak="break-word">
            Review #{review.id} of{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/stylist/$id" params={{ id: String(review.stylistId) }}>
                {review.stylistName}
              </RouterLink>
            </Link>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {review.rating} out of 5 stars · written {formatAdminDateTime(review.createdAt)}
            {review.verifiedService ? ` · Verified visit · ${review.verifiedService}` : ''}
          </Text>
        </Stack>
        <Badge colorPalette="red">
          {review.reportCount} {review.reportCount === 1 ? 'report' : 'reports'}
        </Badge>
      </HStack>
      <Text
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        ps="3"
        borderInlineStartWidth="3px"
        borderColor="border.emphasized"
      >
        {review.comment}
      </Text>
      <Wrap gap="2" aria-label="Reasons">
        {review.reasons.map((r) => (
          <Badge key={r.reason} variant="outline">
            {reasonLabel(r.reason)} × {r.count}
          </Badge>
        ))}
      </Wrap>
      {review.details.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
          {review.details.map((d, i) => (
            <Text as="li" key={i} color="fg.muted" wordBreak="break-word">
              “{d.details}” ({reasonLabel(d.reason)}, {formatAdminDateTime(d.createdAt)})
            </Text>
          ))}
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Hide this review?"
          description="It disappears from the stylist's profile, review count and rating. Its reports are closed."
          confirmLabel="Hide Review"
          pendingLabel="Hiding…"
          pending={moderate.isPending && moderate.variables?.decision === 'hide'}
          onConfirm={() => decide('hide')}
          trigger={
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-describedby={headingId}
              onClick={() => setConfirming(true)}
            >
              Hide
            </Button>
          }
        />
        <Button
          size="xs"
          variant="outline"
          aria-describedby={headingId}
          loading={moderate.isPending && moderate.variables?.decision === 'keep'}
          disabled={moderate.isPending}
          onClick={() => decide('keep')}
        >
          Keep
        </Button>
      </HStack>
    </Stack>
  )
}
