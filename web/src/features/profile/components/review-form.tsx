import { Button, Field, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { REVIEW_COMMENT_MAX, reviewInputSchema } from '@marketplace/domain/contract/auth.ts'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client'
import { useSubmitReview } from '../api/submit-review'
import { REVIEW_SUCCESS, reviewFailureToast } from '../review-feedback'
import { StarRatingInput } from './star-rating-input'

// The draft a new review starts from, and returns to after a successful submit (spec section 4).
const DEFAULT_RATING = 5

export function ReviewForm({ stylistId }: { stylistId: number }) {
  const [rating, setRating] = useState(DEFAULT_RATING)
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string | null>(null)
  const submit = useSubmitReview(stylistId)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submit.isPending) return
    const parsed = reviewInputSchema.safeParse({ rating, comment })
    if (!parsed.success) {
      setCommentError(parsed.error.issues[0]?.message ?? 'Comment is required')
      event.currentTarget.querySelector<HTMLElement>('textarea[name="comment"]')?.focus()
      return
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setRating(DEFAULT_RATING)
        setComment('')
        toast({ ...REVIEW_SUCCESS, variant: 'success' })
      },
      onError: (error) => {
        const failure =
          error instanceof ApiError
            ? { status: error.status, serverMessage: error.body?.message ?? null }
            : { status: null, serverMessage: null }
        toast({ ...reviewFailureToast(failure), variant: 'destructive' })
      },
    })
  }

  return (
    <form noValidate aria-label="Leave a review" onSubmit={handleSubmit}>
      <Stack gap="4">
        <StarRatingInput value={rating} onChange={setRating} disabled={submit.isPending} />
        <Field.Root invalid={Boolean(commentError)} required disabled={submit.isPending}>
          <Field.Label>
            Your review
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="comment"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value)
              if (commentError) setCommentError(null)
            }}
            placeholder="Share your experience with this stylist..."
            rows={5}
            maxLength={REVIEW_COMMENT_MAX}
            resize="vertical"
            bg="bg"
          />
          {commentError ? (
            <Field.ErrorText role="alert">{commentError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {comment.length}/{REVIEW_COMMENT_MAX} characters
            </Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={submit.isPending}
          loadingText="Submitting…"
        >
          Submit Review
        </Button>
      </Stack>
    </form>
  )
}
