// The panel's public reads sit under the stylist's key (a review or a profile save refreshes
// them too); the booked appointment under the appointments key every appointments screen shares,
// so a booking made here shows at once in "My appointments".
export const bookingInfoQueryKey = (stylistId: number) => ['stylists', 'booking', stylistId] as const

/** A visit's services as a key part: one service's id, several joined ('3,7'). */
export const bookingSlotsQueryKey = (stylistId: number, serviceIds: readonly number[], from: string, to: string) =>
  ['stylists', 'slots', stylistId, serviceIds.length === 1 ? serviceIds[0] : serviceIds.join(','), from, to] as const

export const appointmentsQueryKey = ['appointments'] as const
export const appointmentQueryKey = (id: number) => [...appointmentsQueryKey, 'detail', id] as const
