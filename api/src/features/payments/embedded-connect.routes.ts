import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { embeddedOnboardingSchema } from '@marketplace/domain/contract/payments.ts'
import type { EmbeddedPayouts } from '../../adapters/payouts/embedded-payouts.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { applyAccountEvent } from './connect-store.ts'
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
 * The embedded Connect twin's onboarding (embedded mode only; createApp mounts it only then): the
 * local page /dev/connect/<account> reads the account and posts the form; the twin then plays
 * `account.updated` through the same handler as Stripe's webhook (connect-store.ts).
 */
export function embeddedConnectRoutes(payouts: EmbeddedPayouts) {
  return new Hono<AppEnv>()
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
}
