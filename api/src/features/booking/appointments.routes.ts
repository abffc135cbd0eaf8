import { Hono } from 'hono'
import { z } from 'zod'
import {
  bookInputSchema,
  myAppointmentsQuerySchema,
  reasonInputSchema,
  rescheduleInputSchema,
  type AppointmentList,
} from '@marketplace/domain/contract/booking.ts'
import { noShowInputSchema } from '@marketplace/domain/contract/payments.ts'
import type { AppEnv } from '../../app-env.ts'
import { senderAddress } from '../../adapters/mail/sender.ts'
import { requireUser } from '../../lib/auth.ts'
import { limitAppointmentChange, limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { asService } from '../../db/roles.ts'
import { paymentView } from '../payments/booking-hold.ts'
import { paymentOfAppointment } from '../payments/booking-hold.sql.ts'
import { holdContext } from '../payments/booking-payment.routes.ts'
import { settleEnding } from '../payments/fees.ts'
import { book } from './book.ts'
import { appointmentIcs } from './calendar.ts'
import { listForClient } from './lists.ts'
import { orSlotTaken } from './slot-taken.ts'
import { changeAppointment, readAppointment, type Transition } from './transitions.ts'

/** The changes after which money paid at booking may be owed back, or a fee charged. */
const SETTLING_CHANGES = new Set<Transition['name']>(['cancel', 'decline', 'noShow'])

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
/** A retried booking sends the same key: the first booking is the answer, nothing new is written. */
const idempotencyHeader = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() })

/**
 * A client's bookings and every change of an appointment, for the signed-in user, as that user
 * (row-level security decides what they reach; the guard trigger what they may change). Times
 * are judged by the app's clock (deps.clock).
 */
export const appointmentsRoutes = new Hono<AppEnv>()
  .post(
    '/appointments',
    requireUser,
    limitPerIpAndAccount('bookingPerIp', 'bookingPerAccount'),
    validate('header', idempotencyHeader),
    validate('json', bookInputSchema),
    async (c) =>
      orSlotTaken(c, async () => {
        const { sql, clock } = c.get('deps')
        const key = c.req.valid('header')['idempotency-key'] ?? null
        const input = c.req.valid('json') as Required<z.infer<typeof bookInputSchema>>
        const user = c.get('user')
        const now = clock.now()
        const deps = c.get('deps')
        const { id, created } = await book(sql, user.claims, input, key, now, deps, holdContext(deps))
        const appointment = await readAppointment(sql, user.claims, id, now)
        // A held booking answers with the payment the client confirms next (issue 37).
        const held = await asService(sql, (tx) => paymentOfAppointment(tx, id))
        return c.json({ ...appointment, payment: held ? paymentView(held, true) : null }, created ? 201 : 200)
      }),
  )
  .get('/me/appointments', requireUser, validate('query', myAppointmentsQuerySchema), async (c) => {
    const { sql, clock } = c.get('deps')
    const { scope, page } = c.req.valid('query')
    const list: AppointmentList = await listForClient(sql, c.get('user').claims, scope, page, clock.now())
    return c.json(list, 200)
  })
  .get('/appointments/:id', requireUser, validate('param', idParam), async (c) => {
    const { sql, clock } = c.get('deps')
    return c.json(await readAppointment(sql, c.get('user').claims, c.req.valid('param').id, clock.now()), 200)
  })
  .get('/appointments/:id/calendar.ics', requireUser, validate('param', idParam), async (c) => {
    const { sql, clock, env } = c.get('deps')
    const host = new URL(env.PUBLIC_URL ?? c.req.url).host
    const id = c.req.valid('param').id
    const ics = await appointmentIcs(sql, c.get('user').claims, id, clock.now(), host, senderAddress(env.MAIL_FROM))
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="appointment-${id}.ics"`)
    return c.body(ics, 200)
  })
  .post(
    '/appointments/:id/cancel',
    requireUser,
    validate('param', idParam),
    limitAppointmentChange(),
    validate('json', reasonInputSchema),
    (c) =>
      transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, {
        name: 'cancel',
        reason: c.req.valid('json').reason ?? '',
      }).then((a) => c.json(a, 200)),
  )
  .post(
    '/appointments/:id/decline',
    requireUser,
    validate('param', idParam),
    limitAppointmentChange(),
    validate('json', reasonInputSchema),
    (c) =>
      transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, {
        name: 'decline',
        reason: c.req.valid('json').reason ?? '',
      }).then((a) => c.json(a, 200)),
  )
  .post(
    '/appointments/:id/reschedule',
    requireUser,
    validate('param', idParam),
    limitAppointmentChange(),
    validate('json', rescheduleInputSchema),
    (c) =>
      orSlotTaken(c, async () => {
        const a = await transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, {
          name: 'reschedule',
          startsAt: c.req.valid('json').startsAt,
        })
        return c.json(a, 200)
      }),
  )
  .post('/appointments/:id/accept', requireUser, validate('param', idParam), limitAppointmentChange(), (c) =>
    transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, { name: 'accept' }).then((a) =>
      c.json(a, 200),
    ),
  )
  .post('/appointments/:id/complete', requireUser, validate('param', idParam), (c) =>
    transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, { name: 'complete' }).then((a) =>
      c.json(a, 200),
    ),
  )
  .post(
    '/appointments/:id/no-show',
    requireUser,
    validate('param', idParam),
    validate('json', noShowInputSchema),
    (c) =>
      transition(c.get('deps'), c.get('user').claims, c.req.valid('param').id, {
        name: 'noShow',
        fee: c.req.valid('json').fee,
      }).then((a) => c.json(a, 200)),
  )

async function transition(
  deps: AppEnv['Variables']['deps'],
  claims: AppEnv['Variables']['user']['claims'],
  id: number,
  t: Transition,
) {
  const changed = await changeAppointment(deps.sql, claims, id, t, deps.clock.now(), deps)
  // A cancellation, a decline or a no-show gives back what was paid at booking less any fee kept,
  // and charges the rest of a fee to the saved card (issue 37); if Stripe fails now, the hold sweep
  // tries again (settlements.ts, fees.ts): the change itself stands.
  if (SETTLING_CHANGES.has(t.name))
    await settleEnding(deps.sql, holdContext(deps), id).catch((error: unknown) =>
      deps.logger.error('Money after a change not settled', { appointmentId: id, error: String(error) }),
    )
  return changed
}
