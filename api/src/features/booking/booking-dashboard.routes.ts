import { Hono } from 'hono'
import { z } from 'zod'
import {
  bookingSettingsSchema,
  stylistAppointmentsQuerySchema,
  timeOffInputSchema,
} from '@marketplace/domain/contract/booking.ts'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asUser } from '../../db/roles.ts'
import { refreshNextAvailable } from './next-available.ts'
import { requireUser } from '../../lib/auth.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import {
  deleteTimeOff,
  insertTimeOff,
  listTimeOff,
  ownStylist,
  readSettings,
  saveSettings,
} from './booking-settings.sql.ts'
import { listForStylist } from './lists.ts'

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
/** The dashboard's forms show the first issue's own message (the spec's texts). */
const form = { message: 'first-issue' } as const

async function requireOwn(tx: Tx, userId: string) {
  const own = await ownStylist(tx, userId)
  if (!own) throw notFound(dashboardMessages.profileRequired)
  return own
}

/**
 * The stylist dashboard's Appointments and Booking settings tabs: the caller's own profile only
 * (no profile: 404 'Profile required'), every statement as the caller under row-level security.
 */
export const bookingDashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard/appointments', requireUser, validate('query', stylistAppointmentsQuerySchema), async (c) => {
    const { sql, clock } = c.get('deps')
    return c.json(await listForStylist(sql, c.get('user').claims, c.req.valid('query'), clock.now()), 200)
  })
  .get('/dashboard/booking-settings', requireUser, async (c) => {
    const user = c.get('user')
    const settings = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      readSettings(tx, (await requireOwn(tx, user.id)).id),
    )
    return c.json(settings, 200)
  })
  .put('/dashboard/booking-settings', requireUser, validate('json', bookingSettingsSchema, form), async (c) => {
    const user = c.get('user')
    const input = c.req.valid('json')
    const settings = await asUser(c.get('deps').sql, user.claims, async (tx) => {
      const own = await requireOwn(tx, user.id)
      const saved = await saveSettings(tx, own.id, input)
      await refreshNextAvailable(tx, [own.id], c.get('deps').clock.now())
      return saved
    })
    return c.json(settings, 200)
  })
  .get('/dashboard/time-off', requireUser, async (c) => {
    const user = c.get('user')
    const now = c.get('deps').clock.now()
    const list = await asUser(c.get('deps').sql, user.claims, async (tx) => {
      const own = await requireOwn(tx, user.id)
      return listTimeOff(tx, own.id, localDateOf(now, own.timeZone))
    })
    return c.json(list, 200)
  })
  .post('/dashboard/time-off', requireUser, validate('json', timeOffInputSchema, form), async (c) => {
    const user = c.get('user')
    const input = c.req.valid('json')
    const entry = await asUser(c.get('deps').sql, user.claims, async (tx) => {
      const own = await requireOwn(tx, user.id)
      const added = await insertTimeOff(tx, own.id, input)
      await refreshNextAvailable(tx, [own.id], c.get('deps').clock.now())
      return added
    })
    return c.json(entry, 201)
  })
  .delete('/dashboard/time-off/:id', requireUser, validate('param', idParam), async (c) => {
    const user = c.get('user')
    const { id } = c.req.valid('param')
    const deleted = await asUser(c.get('deps').sql, user.claims, async (tx) => {
      const own = await requireOwn(tx, user.id)
      const removed = await deleteTimeOff(tx, own.id, id)
      if (removed) await refreshNextAvailable(tx, [own.id], c.get('deps').clock.now())
      return removed
    })
    if (!deleted) throw notFound('Time off not found')
    return c.body(null, 204)
  })
