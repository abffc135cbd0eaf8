import { Button, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { reportReasons, reviewReportInputSchema, type ReportReason } from '@marketplace/domain/contract/reviews.ts'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from '@/components/ui/dialog-frame'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useReportReview } from '../api/report-review'

type ReportReviewDialogProps = { reviewId: number; open: boolean; onClose: () => void }

/** Why a review should be looked at: a reason and, if wanted, a few words. Once per person and review. */
export function ReportReviewDialog({ reviewId, open, onClose }: ReportReviewDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const report = useReportReview(reviewId)
  const detailsId = useId()

  function close() {
    setReason(null)
    setDetails('')
    setError(null)
    onClose()
  }

  function submit() {
    const parsed = reviewReportInputSchema.safeParse({ reason, details })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please choose a reason')
      return
    }
    report.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Review reported', description: 'Thank you. Our team will look at it.', variant: 'success' })
        close()
      },
      onError: (failure) =>
        toast({
          title: 'Error',
          description: failureMessage(failure, 'Failed to report this review. Please try again.'),
          variant: 'destructive',
        }),
    })
  }

  return (
    <DialogFrame open={open} onClose={close} title="Report this review" busy={report.isPending}>
      <DialogBody>
        <Stack gap="4">
          <DialogDescription>
            Tell us what is wrong. Reports are private: the client and the stylist are not told who sent them.
          </DialogDescription>
          <Field.Root invalid={Boolean(error)} required>
            <RadioGroup.Root
              name="reason"
              size="sm"
              colorPalette="brand"
              value={reason}
              onValueChange={(e) => {
                setReason(e.value as ReportReason)
                setError(null)
              }}
              aria-label="Reason"
            >
              <Stack gap="2">
                {reportReasons.map((r) => (
                  <RadioGroup.Item key={r.value} value={r.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{r.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={detailsId}>Details (optional)</Field.Label>
            <Textarea
              id={detailsId}
              name="details"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              maxLength={500}
              resize="vertical"
            />
            <Field.HelperText>
              <Text as="span">{details.length}/500</Text>
            </Field.HelperText>
          </Field.Root>
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={close} disabled={report.isPending}>
          Cancel
        </Button>
        <Button colorPalette="brand" loading={report.isPending} loadingText="Reporting…" onClick={submit}>
          Report review
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
