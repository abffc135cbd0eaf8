import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { cardSetupInputSchema } from '@marketplace/domain/contract/billing.ts'
import {
  embeddedAuthenticationSchema,
  type BookingPayment,
  type EmbeddedIntentResult,
} from '@marketplace/domain/contract/payments.ts'
import type { EmbeddedPayouts } from '../../adapters/payouts/embedded-payouts.ts'
import type { IntentState } from '../../adapters/payouts/payouts.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { paymentView, settleIntent, type HoldContext } from './booking-hold.ts'
import { paymentOfAppointment, type HoldPaymentRow } from './booking-hold.sql.ts'
import { settleFeeIntent } from './fees.ts'

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const noPayment = 'This appointment has no payment'

/** The settlement context from the app's dependencies. */
export const holdContext = (deps: AppEnv['Variables']['deps']): HoldContext => ({
  payouts: deps.payouts,
  mail: deps,
  logger: deps.logger,
})

/**
 * The appointment's booking payment, for a caller who may see the appointment (row-level security
 * decides, as the caller), read as the service role; 404 for anyone else or when there is none.
 */
async function visiblePayment(c: Context<AppEnv>, id: number): Promise<{ row: HoldPaymentRow; isClient: boolean }> {
  const { sql } = c.get('deps')
  const user = c.get('user')
  const [seen] = await asUser(sql, user.claims, (tx) => tx`select 1 from public.appointments where id = ${id}`)
  const row = seen ? await asService(sql, (tx) => paymentOfAppointment(tx, id)) : null
  if (!row) throw notFound(noPayment)
  return { row, isClient: row.client_id === user.id }
}

/**
 * A booking's payment (issue 37, point 3): its state for the client and the stylist, and the
 * client's "I confirmed it" call, which settles it from the provider's own state of the intent
 * (as the webhook does: whichever comes first, the other changes nothing).
 */
export const bookingPaymentRoutes = new Hono<AppEnv>()
  .get('/appointments/:id/payment', requireUser, validate('param', idParam), async (c) => {
    const { row, isClient } = await visiblePayment(c, c.req.valid('param').id)
    return c.json<BookingPayment>(paymentView(row, isClient), 200)
  })
  .post('/appointments/:id/payment/confirm', requireUser, validate('param', idParam), async (c) => {
    const deps = c.get('deps')
    const id = c.req.valid('param').id
    const { row, isClient } = await visiblePayment(c, id)
    if (!isClient) throw notFound(noPayment)
    await settleIntent(deps.sql, holdContext(deps), row.intent_id, deps.clock.now())
    const after = await asService(deps.sql, (tx) => paymentOfAppointment(tx, id))
    return c.json<BookingPayment>(paymentView(after ?? row, true), 200)
  })

/** The caller's own intent by its client secret (the embedded card form holds it): a booking's or a fee's; else 404. */
async function ownIntent(tx: Tx, clientSecret: string, userId: string): Promise<string> {
  const [row] = await tx<{ intent_id: string }[]>`
    select p.intent_id from public.appointment_payments p join public.appointments a on a.id = p.appointment_id
     where p.client_secret = ${clientSecret} and a.client_id = ${userId}
    union all
    select f.intent_id from public.appointment_fees f join public.appointments a on a.id = f.appointment_id
     where f.client_secret = ${clientSecret} and a.client_id = ${userId} and f.intent_id is not null`
  if (!row) throw notFound(noPayment)
  return row.intent_id
}

/** Settles the intent the twin just moved: a fee's, or else a booking's. */
async function settleAny(deps: AppEnv['Variables']['deps'], intentId: string, now: Date): Promise<void> {
  if (!(await settleFeeIntent(deps.sql, holdContext(deps), intentId)))
    await settleIntent(deps.sql, holdContext(deps), intentId, now)
}

const resultOf = (state: IntentState): EmbeddedIntentResult => ({
  status: state.status,
  failureMessage: state.failureMessage,
})

/**
 * The embedded twin's card endpoint for booking payments (embedded mode only; createApp mounts it
 * only then): the local card form confirms the intent with a test card, and 3184's authentication
 * page answers; the twin then plays the intent's event through the same settlement as Stripe's
 * webhook. A declined card is a 402 with the bank's message, as billing's card endpoint answers.
 */
export function embeddedIntentRoutes(payouts: EmbeddedPayouts) {
  return new Hono<AppEnv>()
    .post(
      '/payments/embedded/confirm-intent',
      requireUser,
      limitPerIpAndAccount('cardSetupPerIp', 'cardSetupPerAccount'),
      validate('json', cardSetupInputSchema),
      async (c) => {
        const deps = c.get('deps')
        const input = c.req.valid('json')
        const now = deps.clock.now()
        const { intentId, state } = await asService(deps.sql, async (tx) => {
          const intentId = await ownIntent(tx, input.clientSecret, c.get('user').id)
          return { intentId, state: await payouts.confirm(tx, input.clientSecret, input, now) }
        })
        await settleAny(deps, intentId, now)
        if (state.status === 'failed') throw new HttpError(402, state.failureMessage ?? 'Your card was declined.')
        return c.json(resultOf(state), 200)
      },
    )
    .post(
      '/payments/embedded/authenticate',
      requireUser,
      limitPerIpAndAccount('cardSetupPerIp', 'cardSetupPerAccount'),
      validate('json', embeddedAuthenticationSchema),
      async (c) => {
        const deps = c.get('deps')
        const input = c.req.valid('json')
        const { intentId, state } = await asService(deps.sql, async (tx) => {
          const intentId = await ownIntent(tx, input.clientSecret, c.get('user').id)
          return { intentId, state: await payouts.authenticate(tx, input.clientSecret, input.approve) }
        })
        await settleAny(deps, intentId, deps.clock.now())
        if (state.status === 'failed') throw new HttpError(402, state.failureMessage ?? 'Your card was declined.')
        return c.json(resultOf(state), 200)
      },
    )
}
