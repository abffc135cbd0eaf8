import type { Slot, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { bookingMessages, requestedServiceIds } from '@marketplace/domain/contract/booking.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { openSlots, type Visit } from '@marketplace/domain/booking/slots.ts'
import { addDays } from '@marketplace/domain/booking/zoned-time.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { loadService, loadSlotRules, loadStylistBooking, policyOf, type StylistBooking } from './booking-rules.sql.ts'

export const stylistNotFound = 'Stylist not found'

/** 400 naming serviceId (or serviceIds): not one of this stylist's services (or too long to book). */
export function serviceNotOffered(field: 'serviceId' | 'serviceIds' = 'serviceId') {
  return badRequest(bookingMessages.serviceNotOffered, [{ path: [field], message: bookingMessages.serviceNotOffered }])
}

/**
 * The open slots of a service on local dates `from`..`to` (the query schema keeps the range to 31
 * days). A stylist who does not take bookings now has none: every date is listed, empty.
 */
export async function stylistSlots(
  tx: Tx,
  stylistId: number,
  query: { serviceId?: number; serviceIds?: string; from: string; to: string },
  now: Date,
): Promise<SlotsResponse> {
  const stylist = await loadStylistBooking(tx, stylistId)
  if (!stylist) throw notFound(stylistNotFound)
  const service = await loadService(tx, stylistId, requestedServiceIds(query))
  if (!service) throw serviceNotOffered(query.serviceIds === undefined ? 'serviceId' : 'serviceIds')
  let days: SlotsResponse['days']
  if (stylist.takesBookings) {
    const rules = await loadSlotRules(tx, stylist, query.from, query.to, now)
    days = openSlots(rules, service.shape, query.from, query.to, now)
  } else {
    days = []
    for (let date = query.from; date <= query.to; date = addDays(date, 1)) days.push({ date, slots: [] })
  }
  return {
    stylistId,
    timeZone: stylist.timeZone,
    service: {
      id: service.id,
      name: service.name,
      price: centsToDollars(service.priceCents),
      durationMinutes: service.durationMinutes,
      services: service.parts.map((p) => ({
        id: p.id,
        name: p.name,
        price: centsToDollars(p.priceCents),
        durationMinutes: p.durationMinutes,
        activeMinutes: p.activeMinutes,
        processingMinutes: p.processingMinutes,
        finishingMinutes: p.finishingMinutes,
      })),
      active: service.shape.active,
    },
    policy: policyOf(stylist.settings),
    days,
  }
}

/**
 * The fresh open slots of one local date for `durationMinutes`, as a 409 offers them after a slot
 * was taken; `except` leaves the appointment being moved out of the busy times.
 */
export async function freshDaySlots(
  tx: Tx,
  stylist: StylistBooking,
  durationMinutes: Visit,
  date: string,
  now: Date,
  except: number | null = null,
): Promise<Slot[]> {
  if (!stylist.takesBookings && !stylist.own) return []
  const rules = await loadSlotRules(tx, stylist, date, date, now, except)
  return openSlots(rules, durationMinutes, date, date, now)[0]?.slots ?? []
}
