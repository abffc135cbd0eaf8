import { Button, Stack, Textarea } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { useState, type FormEvent } from 'react'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from '@/components/ui/dialog-frame'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useAppointmentAction } from '../api/appointment-action'
import { cancelReasonProblem } from '../appointments-agenda'

export type ReasonKind = 'decline' | 'cancel'

const words = {
  decline: {
    title: 'Decline this request?',
    description: 'The client is told the time is not available and can book another.',
    label: 'Reason (optional)',
    helper: 'Sent to the client with the answer.',
    confirm: 'Decline Request',
    pending: 'Declining…',
    keep: 'Back',
    done: 'Request declined',
  },
  cancel: {
    title: 'Cancel this appointment?',
    description: 'The client is told at once, with your reason, and the time opens up for others.',
    label: 'Reason',
    helper: 'Sent to the client.',
    confirm: 'Cancel Appointment',
    pending: 'Cancelling…',
    keep: 'Keep Appointment',
    done: 'Appointment cancelled',
  },
} as const

type ReasonDialogProps = {
  kind: ReasonKind
  open: boolean
  /** Kept after closing, so the dialog's words stay while it fades out. */
  appointment: Appointment | null
  summary: string
  onClose: () => void
}

/** Decline a request (a reason is optional) or cancel an appointment (the stylist owes a reason). */
export function AppointmentReasonDialog({ kind, open, appointment, summary, onClose }: ReasonDialogProps) {
  const action = useAppointmentAction()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const w = words[kind]
  const formId = `${kind}-reason-form`

  function close() {
    setReason('')
    setError(undefined)
    onClose()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!appointment) return
    const problem = kind === 'cancel' ? cancelReasonProblem(reason) : null
    if (problem) {
      setError(problem)
      return
    }
    action.mutate(
      { id: appointment.id, action: kind, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: w.done, variant: 'success' })
          close()
        },
        onError: (failure) => {
          setError(fieldErrorsOf(failure).reason)
          toast({ title: 'Error', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' })
        },
      },
    )
  }

  return (
    <DialogFrame role="alertdialog" open={open} onClose={close} title={w.title} busy={action.isPending}>
      <DialogBody>
        <form id={formId} noValidate aria-label={w.title} onSubmit={handleSubmit}>
          <Stack gap="4">
            <DialogDescription>
              {summary}. {w.description}
            </DialogDescription>
            <FormField label={w.label} error={error} helperText={w.helper} required={kind === 'cancel'}>
              <Textarea
                name="reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value)
                  setError(undefined)
                }}
              />
            </FormField>
          </Stack>
        </form>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={close} disabled={action.isPending}>
          {w.keep}
        </Button>
        <Button type="submit" form={formId} colorPalette="red" loading={action.isPending} loadingText={w.pending}>
          {w.confirm}
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
