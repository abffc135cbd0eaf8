import { Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { useRef } from 'react'
import { DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
import { AppointmentActions, hasActions, type DialogKind } from './appointment-actions'
import { AppointmentCard } from './appointment-card'

type AppointmentBlockDialogProps = {
  open: boolean
  /** Kept after closing, so the dialog's content stays while it fades out. */
  appointment: Appointment | null
  zone: string
  onClose: () => void
  /** Decline, Cancel and Reschedule ask something first: this dialog closes and the tab opens theirs. */
  onDialog: (kind: DialogKind, appointment: Appointment) => void
}

/** A grid block's actions: the appointment's card with the same buttons as in the list. */
export function AppointmentBlockDialog({ open, appointment, zone, onClose, onDialog }: AppointmentBlockDialogProps) {
  // A <ul> at run time (Stack as="ul"), typed as the Stack's element.
  const body = useRef<HTMLDivElement>(null)
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Appointment"
      size="lg"
      // The first of what can be done (Accept, Completed, Reschedule…), not the client's email link.
      initialFocusEl={() => body.current?.querySelector('button') ?? null}
    >
      <DialogBody pb="6">
        {appointment && (
          <Stack as="ul" ref={body} listStyleType="none" gap="3">
            <AppointmentCard appointment={appointment} zone={zone} showDate>
              {hasActions(appointment) && (
                <AppointmentActions
                  appointment={appointment}
                  onDialog={(kind, which) => {
                    onClose()
                    onDialog(kind, which)
                  }}
                />
              )}
            </AppointmentCard>
            {!hasActions(appointment) && (
              <Text as="li" fontSize="sm" color="fg.muted">
                Nothing can be changed on this appointment now.
              </Text>
            )}
          </Stack>
        )}
      </DialogBody>
    </DialogFrame>
  )
}
