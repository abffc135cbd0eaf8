import { Button, HStack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { formatCents } from '@marketplace/domain/money.ts'
import { CalendarClock, Check, CircleCheck, UserX, X } from 'lucide-react'
import { useState } from 'react'
import { useAppointmentMoney } from '@/lib/appointment-money/api'
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
  // Booked on terms with a no-show fee: "Mark no-show" asks whether to charge it or waive it.
  const money = useAppointmentMoney(appointment.id, actions.noShow && appointment.paymentTerms === true)
  const noShowFee = money.data?.noShowFeeCents ?? 0
  const [choosing, setChoosing] = useState(false)

  function run(action: keyof typeof done, fee?: 'charge' | 'waive') {
    const variables = action === 'no-show' ? { id: appointment.id, action, fee } : { id: appointment.id, action }
    void act.mutateAsync(variables).then(
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
      {actions.noShow && !choosing && (
        <Button
          size="sm"
          variant="outline"
          aria-describedby={describedBy}
          loading={running('no-show') || (appointment.paymentTerms === true && money.isPending)}
          disabled={busy}
          onClick={() => (noShowFee > 0 ? setChoosing(true) : run('no-show'))}
        >
          <UserX /> {noShowFee > 0 ? 'Mark no-show' : 'No-show'}
        </Button>
      )}
      {actions.noShow && choosing && (
        <HStack role="group" aria-label="No-show fee" gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            No-show fee {formatCents(noShowFee)}:
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            aria-describedby={describedBy}
            loading={running('no-show') && act.variables?.action === 'no-show' && act.variables.fee === 'charge'}
            disabled={busy}
            onClick={() => run('no-show', 'charge')}
          >
            Charge {formatCents(noShowFee)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-describedby={describedBy}
            loading={running('no-show') && act.variables?.action === 'no-show' && act.variables.fee === 'waive'}
            disabled={busy}
            onClick={() => run('no-show', 'waive')}
          >
            Waive fee
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setChoosing(false)}>
            Back
          </Button>
        </HStack>
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
