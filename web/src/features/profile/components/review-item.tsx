import { Badge, Box, Button, Card, HStack, Text, chakra } from '@chakra-ui/react'
import { BadgeCheck, Flag, MessageSquareReply } from 'lucide-react'
import { useState } from 'react'
import type { PublicReview } from '@marketplace/domain/contract/reviews.ts'
import { formatLongDate } from '@/lib/format-date'
import { reviewerName } from '../profile-format'
import { ReportReviewDialog } from './report-review-dialog'
import { ReviewReplyForm } from './review-reply-form'
import { StarRating } from './star-rating'

type ReviewItemProps = {
  review: PublicReview
  /** The viewer is this stylist and the review has no reply yet. */
  canReply: boolean
  /** The viewer is signed in: anyone signed in may report a review. */
  canReport: boolean
}

/** One review: the reviewer's first name and initial ('Client' without one), stars, date, the visit badge, text and the stylist's reply. */
export function ReviewItem({ review, canReply, canReport }: ReviewItemProps) {
  const [replying, setReplying] = useState(false)
  const [reporting, setReporting] = useState(false)
  const headingId = `review-${review.id}`
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-labelledby={headingId} data-testid="review">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="3" flexWrap="wrap">
            <Text as="h3" id={headingId} fontWeight="semibold">
              {reviewerName(review.authorName)}
            </Text>
            <StarRating rating={review.rating} />
            {review.verifiedService && (
              <Badge colorPalette="green" variant="subtle" gap="1" size="sm">
                <BadgeCheck size={14} aria-hidden />
                Verified visit · {review.verifiedService}
              </Badge>
            )}
          </HStack>
          <chakra.time dateTime={review.createdAt} fontSize="sm" color="fg.muted">
            {formatLongDate(new Date(review.createdAt))}
          </chakra.time>
        </HStack>
        <Text lineHeight="tall" whiteSpace="pre-line" wordBreak="break-word">
          {review.comment}
        </Text>
        {review.reply && (
          <Box
            as="section"
            aria-label={`Reply from ${review.reply.stylistName}`}
            mt="1"
            ps="4"
            py="2"
            borderInlineStartWidth="3px"
            borderColor="brand.solid"
            bg="bg.muted"
            rounded="md"
          >
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Text fontSize="sm" fontWeight="semibold" color="fg.heading">
                Reply from {review.reply.stylistName}
              </Text>
              <chakra.time dateTime={review.reply.createdAt} fontSize="sm" color="fg.muted" pe="3">
                {formatLongDate(new Date(review.reply.createdAt))}
              </chakra.time>
            </HStack>
            <Text fontSize="sm" lineHeight="tall" whiteSpace="pre-line" wordBreak="break-word" pe="3">
              {review.reply.body}
            </Text>
          </Box>
        )}
        {replying && <ReviewReplyForm reviewId={review.id} onDone={() => setReplying(false)} />}
        {(canReply || canReport) && !replying && (
          <HStack gap="2" justify="flex-end" flexWrap="wrap">
            {canReply && (
              <Button size="xs" variant="outline" aria-describedby={headingId} onClick={() => setReplying(true)}>
                <MessageSquareReply aria-hidden />
                Reply
              </Button>
            )}
            {canReport && (
              <Button
                size="xs"
                variant="ghost"
                color="fg.muted"
                aria-describedby={headingId}
                onClick={() => setReporting(true)}
              >
                <Flag aria-hidden />
                Report
              </Button>
            )}
          </HStack>
        )}
        {canReport && <ReportReviewDialog reviewId={review.id} open={reporting} onClose={() => setReporting(false)} />}
      </Card.Body>
    </Card.Root>
  )
}
