import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentSchema, type Appointment } from '@marketplace/domain/contract/booking.ts'
import { apiFetch } from '@/lib/api-client'
import { dashboardAppointmentsKey } from './get-dashboard-appointments'

export type AppointmentAction = 'accept' | 'decline' | 'cancel' | 'complete' | 'no-show' | 'reschedule'

export type AppointmentActionVariables =
  | { id: number; action: 'accept' | 'complete' }
  /** With a no-show fee in the agreed terms, the stylist charges or waives it (issue 37). */
  | { id: number; action: 'no-show'; fee?: 'charge' | 'waive' }
  | { id: number; action: 'decline' | 'cancel'; reason: string }
  | { id: number; action: 'reschedule'; startsAt: string }

/** POST /api/appointments/:id/accept|decline|cancel|complete|no-show|reschedule -> the appointment. */
export async function postAppointmentAction(variables: AppointmentActionVariables): Promise<Appointment> {
  const body =
    variables.action === 'decline' || variables.action === 'cancel'
      ? { reason: variables.reason }
      : variables.action === 'reschedule'
        ? { startsAt: variables.startsAt }
        : // Charge or waive: the API asks which when the terms have a no-show fee (a 400 without it).
          variables.action === 'no-show' && variables.fee
          ? { fee: variables.fee }
          : undefined
  const answer = await apiFetch<unknown>(`/api/appointments/${variables.id}/${variables.action}`, {
    method: 'POST',
    body,
  })
  return appointmentSchema.parse(answer)
}

export function useAppointmentAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postAppointmentAction,
    // Settled, not only on success: a 409 means the list is out of date too.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardAppointmentsKey })
      // A change may refund, keep or charge money (issue 37): the cards' payment lines follow.
      await queryClient.invalidateQueries({ queryKey: ['appointments', 'money'] })
    },
  })
}
