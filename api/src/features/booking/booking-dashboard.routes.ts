import { Hono, type Context } from 'hono'
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
import { holdStylistBookings } from '../../db/stylist-lock.ts'
import { refreshNextAvailable } from './next-available.ts'
import { requireUser } from '../../lib/auth.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import {
  appointmentsDuring,
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

type Own = NonNullable<Awaited<ReturnType<typeof ownStylist>>>

/** Runs `work` as the caller, on their own stylist profile (none: 404 'Profile required'). */
function asOwnStylist<T>(c: Context<AppEnv>, work: (tx: Tx, own: Own) => Promise<T>): Promise<T> {
  const user = c.get('user')
  return asUser(c.get('deps').sql, user.claims, async (tx) => {
    const own = await ownStylist(tx, user.id)
    if (!own) throw notFound(dashboardMessages.profileRequired)
    return work(tx, own)
  })
}

/**
 * A write to the caller's booking rules, under the stylist's booking lock (a booking at the same
 * moment either sees the change whole or commits before it); when it changed something, search's
 * next open slot of the stylist is recomputed in the same transaction (ADR 015).
 */
function changeOwnRules<T>(c: Context<AppEnv>, write: (tx: Tx, own: Own) => Promise<T>): Promise<T> {
  return asOwnStylist(c, async (tx, own) => {
    await holdStylistBookings(tx, own.id)
    const result = await write(tx, own)
    if (result) await refreshNextAvailable(tx, [own.id], c.get('deps').clock.now())
    return result
  })
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
  .get('/dashboard/booking-settings', requireUser, async (c) =>
    c.json(await asOwnStylist(c, (tx, own) => readSettings(tx, own.id)), 200),
  )
  .put('/dashboard/booking-settings', requireUser, validate('json', bookingSettingsSchema, form), async (c) => {
    const input = c.req.valid('json')
    return c.json(await changeOwnRules(c, (tx, own) => saveSettings(tx, own.id, input)), 200)
  })
  .get('/dashboard/time-off', requireUser, async (c) => {
    const now = c.get('deps').clock.now()
    return c.json(await asOwnStylist(c, (tx, own) => listTimeOff(tx, own.id, localDateOf(now, own.timeZone))), 200)
  })
  .post('/dashboard/time-off', requireUser, validate('json', timeOffInputSchema, form), async (c) => {
    const input = c.req.valid('json')
    const added = await changeOwnRules(c, async (tx, own) => {
      const entry = await insertTimeOff(tx, own.id, input)
      return { ...entry, overlapping: await appointmentsDuring(tx, own.id, own.timeZone, entry) }
    })
    return c.json(added, 201)
  })
  .delete('/dashboard/time-off/:id', requireUser, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await changeOwnRules(c, (tx, own) => deleteTimeOff(tx, own.id, id)))) throw notFound('Time off not found')
    return c.body(null, 204)
  })
