import { Button, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useCancelAppointment } from '../api/cancel-appointment'
import { formatAppointmentDate, formatAppointmentTime } from '../appointment-display'

const REASON_MAX = 500

/** 'Cancel' and its question, with an optional reason the stylist will read. */
export function CancelAppointmentDialog({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const cancel = useCancelAppointment()
  const when = `${formatAppointmentDate(appointment.startsAt, appointment.timeZone)}, ${formatAppointmentTime(
    appointment.startsAt,
    appointment.endsAt,
    appointment.timeZone,
  )}`

  function close() {
    setOpen(false)
    cancel.reset()
  }

  function confirm() {
    // Answered through the promise, not mutate's callbacks: the hook's own onSuccess waits for the
    // list to be fetched again, which no longer holds this appointment, so this card (and with it
    // mutate's callbacks) is gone before they would run, and the toast never showed (seen in CI).
    cancel.mutateAsync({ id: appointment.id, reason: reason.trim() }).then(
      () => {
        setOpen(false)
        setReason('')
        toast({
          title: 'Appointment cancelled',
          description: `${appointment.service.name}, ${when}`,
          variant: 'success',
        })
      },
      (error: unknown) => {
        if (fieldErrorsOf(error).reason) return
        toast({
          title: 'Could not cancel',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        })
      },
    )
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Cancel this appointment?"
      description={`${appointment.service.name} with ${appointment.stylist.name} on ${when}.`}
      confirmLabel="Yes, cancel"
      pendingLabel="Cancelling…"
      cancelLabel="Keep appointment"
      pending={cancel.isPending}
      onConfirm={confirm}
      trigger={
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
          Cancel
        </Button>
      }
    >
      <FormField label="Reason (optional)" error={fieldErrorsOf(cancel.error).reason}>
        <Textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={REASON_MAX}
          rows={3}
          placeholder="Let the stylist know why"
        />
      </FormField>
      <Text color="fg.muted" fontSize="sm">
        The stylist is told at once and the time is freed for others.
      </Text>
    </ConfirmDialog>
  )
}
