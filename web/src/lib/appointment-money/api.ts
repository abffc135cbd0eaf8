import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { appointmentMoneySchema, type AppointmentMoney } from '@marketplace/domain/contract/payments.ts'
import { apiFetch } from '@/lib/api-client'

/** The query key of an appointment's money (its cards and the fee page share it). */
export const appointmentMoneyKey = (id: number) => ['appointments', 'money', id] as const

/** GET /api/appointments/:id/money: paid, refunded, the fee and its state, what is left to pay. */
export async function getAppointmentMoney(id: number): Promise<AppointmentMoney> {
  return appointmentMoneySchema.parse(await apiFetch<unknown>(`/api/appointments/${id}/money`))
}

export const appointmentMoneyQueryOptions = (id: number) => ({
  queryKey: appointmentMoneyKey(id),
  queryFn: () => getAppointmentMoney(id),
  staleTime: 15_000,
})

/** An appointment's money, only for one booked on payment terms (others have none: 404). */
export function useAppointmentMoney(id: number, enabled: boolean) {
  return useQuery({ ...appointmentMoneyQueryOptions(id), enabled })
}

/** POST /api/appointments/:id/fee/confirm: the client authenticated; the server settles the fee now. */
export async function confirmFee(id: number): Promise<AppointmentMoney> {
  return appointmentMoneySchema.parse(
    await apiFetch<unknown>(`/api/appointments/${id}/fee/confirm`, { method: 'POST' }),
  )
}

/** POST /api/appointments/:id/fee/waive: the stylist waives the fee (within 14 days). */
export async function waiveFee(id: number): Promise<AppointmentMoney> {
  return appointmentMoneySchema.parse(await apiFetch<unknown>(`/api/appointments/${id}/fee/waive`, { method: 'POST' }))
}

export function useWaiveFee(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => waiveFee(id),
    onSuccess: (money) => queryClient.setQueryData(appointmentMoneyKey(id), money),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentMoneyKey(id) }),
  })
}
