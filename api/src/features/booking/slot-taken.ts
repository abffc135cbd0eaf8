import type { Context } from 'hono'
import { bookingMessages, type SlotTaken as SlotTakenBody } from '@marketplace/domain/contract/booking.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { loadStylistBooking } from './booking-rules.sql.ts'
import { SlotTaken } from './book.ts'
import { freshDaySlots } from './slots.ts'

/**
 * Runs a booking or a move; a slot taken meanwhile becomes the 409 with the fresh open slots of
 * that local date, as the caller may see them. Nothing about the other booking is in it.
 */
export async function orSlotTaken(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error
    const { sql, clock } = c.get('deps')
    const slots = await asUser(sql, c.get('user').claims, async (tx) => {
      const stylist = await loadStylistBooking(tx, error.stylistId)
      return stylist ? freshDaySlots(tx, stylist, error.visit, error.date, clock.now(), error.except) : []
    })
    const body: SlotTakenBody = { message: bookingMessages.slotTaken, slots }
    return c.json(body, 409)
  }
}
