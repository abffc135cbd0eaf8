import { Button } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { CalendarClock, Check, CircleCheck, UserX, X } from 'lucide-react'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useAppointmentAction } from '../api/appointment-action'
import { summaryId } from './appointment-card'

export type DialogKind = 'decline' | 'cancel' | 'reschedule'

type AppointmentActionsProps = {
  appointment: Appointment
  /** Decline, Cancel and Reschedule ask something first: the tab opens their dialog. */
  onDialog: (kind: DialogKind, appointment: Appointment) => void
}

const done = {
  accept: 'Appointment confirmed',
  complete: 'Marked completed',
  'no-show': 'Marked as no-show',
} as const

/**
 * The buttons of what the server says the stylist may do now (`actions`): accept or decline a
 * request; after the start, completed or no-show; before it, reschedule or cancel. Each button is
 * described by its card's summary, so 'Accept' is read out with whose request it is.
 */
export function AppointmentActions({ appointment, onDialog }: AppointmentActionsProps) {
  const { actions } = appointment
  const act = useAppointmentAction()
  const describedBy = summaryId(appointment)

  // The promise, not mutate's callbacks: an accepted request's card leaves the pending list (and
  // unmounts) when the lists refresh, before mutate would call back, and the toast must still show.
  function run(action: keyof typeof done) {
    void act.mutateAsync({ id: appointment.id, action }).then(
      () => toast({ title: done[action], variant: 'success' }),
      (error: unknown) =>
        toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' }),
    )
  }
  const busy = act.isPending
  const running = (action: keyof typeof done) => busy && act.variables?.action === action

  return (
    <>
      {actions.accept && (
        <Button
          size="sm"
          colorPalette="brand"
          aria-describedby={describedBy}
          loading={running('accept')}
          disabled={busy}
          onClick={() => run('accept')}
        >
          <Check /> Accept
        </Button>
      )}
      {actions.decline && (
        <Button
          size="sm"
          variant="outline"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onDialog('decline', appointment)}
        >
          <X /> Decline
        </Button>
      )}
      {actions.complete && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          aria-describedby={describedBy}
          loading={running('complete')}
          disabled={busy}
          onClick={() => run('complete')}
        >
          <CircleCheck /> Completed
        </Button>
      )}
      {actions.noShow && (
        <Button
          size="sm"
          variant="outline"
          aria-describedby={describedBy}
          loading={running('no-show')}
          disabled={busy}
          onClick={() => run('no-show')}
        >
          <UserX /> No-show
        </Button>
      )}
      {actions.reschedule && (
        <Button
          size="sm"
          variant="outline"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onDialog('reschedule', appointment)}
        >
          <CalendarClock /> Reschedule
        </Button>
      )}
      {actions.cancel && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onDialog('cancel', appointment)}
        >
          Cancel
        </Button>
      )}
    </>
  )
}

/** Whether the card has any button to show. */
export const hasActions = (appointment: Appointment) => Object.values(appointment.actions).some(Boolean)
