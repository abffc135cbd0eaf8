import { Hono } from 'hono'
import { z } from 'zod'
import { slotsQuerySchema, type StylistBookingInfo } from '@marketplace/domain/contract/booking.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { limitPerIp } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { loadStylistBooking, policyOf } from './booking-rules.sql.ts'
import { stylistNotFound, stylistSlots } from './slots.ts'

const stylistParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/**
 * The booking panel's public reads, as the anon role through the read pool (row-level security:
 * listed stylists only), cacheable for 30 seconds (lib/cache-headers.ts): the slot list is a
 * hint, the booking itself is checked again and guarded by the database.
 */
export const publicBookingRoutes = new Hono<AppEnv>()
  .get(
    '/stylists/:id/slots',
    limitPerIp('searchPerIp'),
    validate('param', stylistParam),
    validate('query', slotsQuerySchema),
    async (c) => {
      const { readSql, clock } = c.get('deps')
      const { id } = c.req.valid('param')
      const query = c.req.valid('query')
      return c.json(await asAnon(readSql, (tx) => stylistSlots(tx, id, query, clock.now())), 200)
    },
  )
  .get('/stylists/:id/booking', validate('param', stylistParam), async (c) => {
    const { id } = c.req.valid('param')
    const stylist = await asAnon(c.get('deps').readSql, (tx) => loadStylistBooking(tx, id))
    if (!stylist) throw notFound(stylistNotFound)
    const body: StylistBookingInfo = {
      stylistId: stylist.stylistId,
      acceptsBookings: stylist.takesBookings,
      timeZone: stylist.timeZone,
      policy: policyOf(stylist.settings),
    }
    return c.json(body, 200)
  })
