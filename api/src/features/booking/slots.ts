import type { Slot, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { bookingMessages } from '@marketplace/domain/contract/booking.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { openSlots } from '@marketplace/domain/booking/slots.ts'
import { addDays } from '@marketplace/domain/booking/zoned-time.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { loadService, loadSlotRules, loadStylistBooking, policyOf, type StylistBooking } from './booking-rules.sql.ts'

export const stylistNotFound = 'Stylist not found'

/** 400 naming serviceId: not one of this stylist's services (or too long to book). */
export function serviceNotOffered() {
  return badRequest(bookingMessages.serviceNotOffered, [
    { path: ['serviceId'], message: bookingMessages.serviceNotOffered },
  ])
}

/**
 * The open slots of a service on local dates `from`..`to` (the query schema keeps the range to 31
 * days). A stylist who does not take bookings now has none: every date is listed, empty.
 */
export async function stylistSlots(
  tx: Tx,
  stylistId: number,
  query: { serviceId: number; from: string; to: string },
  now: Date,
): Promise<SlotsResponse> {
  const stylist = await loadStylistBooking(tx, stylistId)
  if (!stylist) throw notFound(stylistNotFound)
  const service = await loadService(tx, stylistId, query.serviceId)
  if (!service) throw serviceNotOffered()
  let days: SlotsResponse['days']
  if (stylist.takesBookings) {
    const rules = await loadSlotRules(tx, stylist, query.from, query.to, now)
    days = openSlots(rules, service.durationMinutes, query.from, query.to, now)
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
  durationMinutes: number,
  date: string,
  now: Date,
  except: number | null = null,
): Promise<Slot[]> {
  if (!stylist.takesBookings && !stylist.own) return []
  const rules = await loadSlotRules(tx, stylist, date, date, now, except)
  return openSlots(rules, durationMinutes, date, date, now)[0]?.slots ?? []
}
