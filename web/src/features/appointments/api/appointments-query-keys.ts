// Every appointments query sits under one key, so an action on one appointment refreshes both tabs.
export const appointmentsQueryKey = ['appointments'] as const

export const myAppointmentsQueryKey = (userId: string, scope: 'upcoming' | 'past', page: number) =>
  [...appointmentsQueryKey, 'mine', userId, scope, page] as const

export const rescheduleSlotsQueryKey = (stylistId: number, serviceId: number, from: string, to: string) =>
  [...appointmentsQueryKey, 'slots', stylistId, serviceId, from, to] as const
