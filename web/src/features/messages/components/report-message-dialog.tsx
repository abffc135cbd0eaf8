import { Button, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { messageReportInputSchema, messageReportReasons } from '@marketplace/domain/contract/messages.ts'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from '@/components/ui/dialog-frame'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useReportConversation } from '../api/report-conversation'

const reasonLabels: Record<(typeof messageReportReasons)[number], string> = {
  spam: 'Spam or scam',
  offensive: 'Offensive or hateful',
  harassment: 'Harassment or threats',
  personal_info: 'Shares private information',
  other: 'Something else',
}

type ReportMessageDialogProps = {
  conversationId: number
  /** One message, or the whole conversation when null. */
  messageId: number | null
  open: boolean
  onClose: () => void
}

/** Sends a message or a conversation to the moderators, with a reason and, if wanted, a few words. */
export function ReportMessageDialog({ conversationId, messageId, open, onClose }: ReportMessageDialogProps) {
  const [reason, setReason] = useState<string | null>(null)
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const report = useReportConversation()
  const detailsId = useId()
  const what = messageId === null ? 'conversation' : 'message'

  function close() {
    setReason(null)
    setDetails('')
    setError(null)
    onClose()
  }

  function submit() {
    const parsed = messageReportInputSchema.safeParse({
      reason,
      details: details.trim() || undefined,
      ...(messageId === null ? {} : { messageId }),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please choose a reason')
      return
    }
    report.mutate(
      { conversationId, ...parsed.data },
      {
        onSuccess: () => {
          toast({
            title: messageId === null ? 'Conversation reported' : 'Message reported',
            description: 'Thank you. Our team will look at it.',
            variant: 'success',
          })
          close()
        },
        onError: (failure) =>
          toast({
            title: 'Error',
            description: failureMessage(failure, `Failed to report this ${what}. Please try again.`),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <DialogFrame open={open} onClose={close} title={`Report this ${what}`} busy={report.isPending}>
      <DialogBody>
        <Stack gap="4">
          <DialogDescription>
            Our moderators will read the {what} with the messages around it. The other person is not told who sent the
            report.
          </DialogDescription>
          <Field.Root invalid={Boolean(error)} required>
            <RadioGroup.Root
              name="reason"
              size="sm"
              colorPalette="brand"
              value={reason}
              onValueChange={(e) => {
                setReason(e.value)
                setError(null)
              }}
              aria-label="Reason"
            >
              <Stack gap="2">
                {messageReportReasons.map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{reasonLabels[value]}</RadioGroup.ItemText>
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
          Report {what}
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
