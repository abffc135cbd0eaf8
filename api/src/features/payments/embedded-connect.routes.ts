import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { embeddedDisputeSchema, embeddedOnboardingSchema } from '@marketplace/domain/contract/payments.ts'
import type { EmbeddedPayouts } from '../../adapters/payouts/embedded-payouts.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { applyAccountEvent } from './connect-store.ts'
import { applyDisputeEvent } from './disputes.ts'
import { connectStatusOf } from '@marketplace/domain/payments/connect-status.ts'

const accountParam = z.object({ accountId: z.string().regex(/^acct_local_[0-9a-f]{16}$/, 'Not an account id') })
const form = { message: 'first-issue' } as const

/** The caller's own embedded account by id; anyone else's (or none) is a 404. */
async function ownAccount(c: Context<AppEnv>, accountId: string) {
  const user = c.get('user')
  const [own] = await asUser(
    c.get('deps').sql,
    user.claims,
    (tx) => tx<{ id: number }[]>`select id::int as id from private.own_stylists where user_id = ${user.id}`,
  )
  const [row] = own
    ? await asService(
        c.get('deps').sql,
        (tx) => tx<{ email: string; business_name: string; stylist_id: number }[]>`
          select email, business_name, stylist_id::int as stylist_id
            from public.embedded_connect_accounts where account_id = ${accountId} and stylist_id = ${own.id}`,
      )
    : []
  if (!row) throw notFound('No such connected account')
  return row
}

/**
 * The charged intent of one of the caller's own appointments on their embedded account: the booking
 * payment if it was charged, else a fee charged off-session. Anyone else's appointment is a 404.
 */
async function chargedIntentOf(c: Context<AppEnv>, appointmentId: number) {
  const user = c.get('user')
  const { sql } = c.get('deps')
  const [own] = await asUser(
    sql,
    user.claims,
    (tx) => tx<{ id: number }[]>`select id::int as id from private.own_stylists where user_id = ${user.id}`,
  )
  if (!own) throw notFound('No such appointment')
  const [appointment] = await asService(
    sql,
    (tx) => tx<{ account_id: string | null }[]>`
      select ca.account_id from public.appointments a
        left join public.connected_accounts ca on ca.stylist_id = a.stylist_id and ca.provider = 'embedded'
       where a.id = ${appointmentId} and a.stylist_id = ${own.id}`,
  )
  if (!appointment) throw notFound('No such appointment')
  const [charged] = await asService(
    sql,
    (tx) => tx<{ intent_id: string; account_id: string }[]>`
      select intent_id, account_id from (
        select 1 as rank, intent_id, account_id from public.appointment_payments
         where appointment_id = ${appointmentId} and provider = 'embedded' and kind <> 'card_on_file'
           and status in ('succeeded', 'refunded')
        union all
        select 2, intent_id, account_id from public.appointment_fees
         where appointment_id = ${appointmentId} and provider = 'embedded' and intent_id is not null
           and captured_cents > 0) p
      order by rank limit 1`,
  )
  if (!charged || charged.account_id !== appointment.account_id)
    throw new HttpError(409, 'Nothing was charged for this appointment')
  return charged
}

/**
 * The embedded Connect twin's onboarding (embedded mode only; createApp mounts it only then): the
 * local page /dev/connect/<account> reads the account and posts the form; the twin then plays
 * `account.updated` through the same handler as Stripe's webhook (connect-store.ts).
 */
export function embeddedConnectRoutes(payouts: EmbeddedPayouts) {
  return (
    new Hono<AppEnv>()
      .get('/dev/connect/accounts/:accountId', requireUser, validate('param', accountParam), async (c) => {
        const { accountId } = c.req.valid('param')
        const row = await ownAccount(c, accountId)
        const state = await asService(c.get('deps').sql, (tx) => payouts.retrieveAccount(tx, accountId))
        return c.json(
          { accountId, businessName: row.business_name, email: row.email, status: connectStatusOf(state) },
          200,
        )
      })
      .post(
        '/dev/connect/accounts/:accountId',
        requireUser,
        validate('param', accountParam),
        validate('json', embeddedOnboardingSchema, form),
        async (c) => {
          const { accountId } = c.req.valid('param')
          const input = c.req.valid('json')
          const { sql, clock, logger } = c.get('deps')
          await ownAccount(c, accountId)
          await asService(sql, (tx) => payouts.submitOnboarding(tx, accountId, input))
          const now = clock.now()
          await applyAccountEvent(
            sql,
            payouts,
            {
              provider: 'embedded',
              eventId: `evt_local_${crypto.randomUUID()}`,
              type: 'account.updated',
              created: now,
              accountId,
            },
            () => clock.now(),
            logger,
          )
          const state = await asService(sql, (tx) => payouts.retrieveAccount(tx, accountId))
          return c.json({ accountId, status: connectStatusOf(state) }, 200)
        },
      )
      // The twin's dispute control: the stylist plays the client's bank (open), Stripe (review) and
      // the outcome (won, lost) on a charged appointment; each step plays charge.dispute.* through
      // the same mirror as the Connect webhook (disputes.ts).
      .post('/dev/connect/disputes', requireUser, validate('json', embeddedDisputeSchema, form), async (c) => {
        const { appointmentId, action, reason } = c.req.valid('json')
        const { sql, clock, logger } = c.get('deps')
        const charged = await chargedIntentOf(c, appointmentId)
        const now = clock.now()
        const played = await asService(sql, (tx) =>
          payouts.dispute(tx, charged.account_id, charged.intent_id, action, reason, now),
        )
        await applyDisputeEvent(
          sql,
          {
            provider: 'embedded',
            eventId: `evt_local_${crypto.randomUUID()}`,
            type: played.type,
            created: now,
            accountId: charged.account_id,
            dispute: played.dispute,
          },
          logger,
        )
        return c.json(
          {
            disputeId: played.dispute.id,
            status: played.dispute.status,
            reason: played.dispute.reason,
            amountCents: played.dispute.amount,
          },
          200,
        )
      })
  )
}
