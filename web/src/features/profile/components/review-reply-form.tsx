import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { REVIEW_REPLY_MAX, reviewReplyInputSchema } from '@marketplace/domain/contract/reviews.ts'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useReplyToReview } from '../api/reply-to-review'

/** The reviewed stylist's reply, written once (the server refuses a second); shown under the review. */
export function ReviewReplyForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reply = useReplyToReview(reviewId)
  const id = useId()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reply.isPending) return
    const parsed = reviewReplyInputSchema.safeParse({ body })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write a reply')
      event.currentTarget.querySelector<HTMLElement>('textarea')?.focus()
      return
    }
    reply.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Reply posted', description: 'It shows under the review.', variant: 'success' })
        onDone()
      },
      onError: (failure) => {
        const field = fieldErrorsOf(failure).body
        if (field) setError(field)
        else
          toast({
            title: 'Error',
            description: failureMessage(failure, 'Failed to post your reply. Please try again.'),
            variant: 'destructive',
          })
      },
    })
  }

  return (
    <form noValidate aria-label="Reply to this review" onSubmit={handleSubmit}>
      <Stack gap="3" mt="1">
        <Field.Root invalid={Boolean(error)} required disabled={reply.isPending}>
          <Field.Label htmlFor={id}>
            Your reply
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            id={id}
            name="reply"
            value={body}
            onChange={(event) => {
              setBody(event.target.value)
              if (error) setError(null)
            }}
            placeholder="Thank the client or answer their comment..."
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            resize="vertical"
            autoFocus
          />
          {error ? (
            <Field.ErrorText role="alert">{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Shown publicly under the review, with your name. You can reply once. {body.length}/{REVIEW_REPLY_MAX}
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={onDone} disabled={reply.isPending}>
            Cancel
          </Button>
          <Button size="sm" type="submit" colorPalette="brand" loading={reply.isPending} loadingText="Posting…">
            Post reply
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
