import { Hono } from 'hono'
import {
  cardSetupInputSchema,
  completeSignupInputSchema,
  paymentMethodInputSchema,
  updatePlanInputSchema,
} from '@marketplace/domain/contract/billing.ts'
import { CardError } from '../../adapters/billing/billing.ts'
import { isEmbeddedBilling } from '../../adapters/billing/embedded-billing.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { ensureCustomer } from './billing-customer.ts'
import { completeSignup } from './complete-signup.ts'
import { cancelSubscription, reactivateSubscription, setCardOnFile, updatePlan } from './subscription-actions.ts'
import { latestSubscription, toView } from './subscription-store.ts'

/**
 * Registration and the subscription lifecycle. Identity comes from the access token; the writes run
 * as the service role (subscriptions are the provider's mirror, never the user's to write) only
 * after requireUser, and only ever for that user.
 */
export const billingRoutes = new Hono<AppEnv>()
  .post(
    '/stripe/create-setup-intent',
    requireUser,
    limitPerIpAndAccount('cardSetupPerIp', 'cardSetupPerAccount'),
    async (c) => {
      const { sql, billing } = c.get('deps')
      const user = c.get('user')
      const result = await asService(sql, async (tx) => {
        const customerId = await ensureCustomer(tx, billing, user)
        return billing.createSetupIntent(tx, user, customerId)
      })
      return c.json(result)
    },
  )
  .post(
    '/billing/embedded/confirm-card-setup',
    requireUser,
    limitPerIpAndAccount('cardSetupPerIp', 'cardSetupPerAccount'),
    validate('json', cardSetupInputSchema),
    async (c) => {
      const { sql, billing } = c.get('deps')
      if (!isEmbeddedBilling(billing)) throw notFound('Cards are confirmed by Stripe in this mode')
      const input = c.req.valid('json')
      return c.json(await asService(sql, (tx) => billing.confirmCardSetup(tx, c.get('user').id, input)))
    },
  )
  .post('/complete-signup', requireUser, validate('json', completeSignupInputSchema), async (c) => {
    const deps = c.get('deps')
    const input = c.req.valid('json')
    try {
      const subscription = await asService(deps.sql, (tx) =>
        completeSignup(tx, deps.billing, c.get('user'), input, deps),
      )
      return c.json({ success: true as const, subscription })
    } catch (error) {
      // The registration page reads `error` (spec section 7); nothing was written.
      if (error instanceof CardError)
        return c.json({ success: false as const, error: error.message, code: error.code }, 402)
      if (error instanceof HttpError) return c.json({ success: false as const, error: error.message }, error.status)
      throw error
    }
  })
  .get('/subscription', requireUser, async (c) => {
    const { sql, billing } = c.get('deps')
    const user = c.get('user')
    const row = await asUser(sql, user.claims, (tx) => latestSubscription(tx, user.id))
    return c.json({ subscription: row ? toView(row, billing.clock.now()) : null })
  })
  .post('/subscription/cancel', requireUser, async (c) => {
    const { sql, billing } = c.get('deps')
    return c.json(await asService(sql, (tx) => cancelSubscription(tx, billing, c.get('user'))))
  })
  .post('/subscription/reactivate', requireUser, async (c) => {
    const deps = c.get('deps')
    return c.json(await asService(deps.sql, (tx) => reactivateSubscription(tx, deps.billing, c.get('user'), deps)))
  })
  .post('/subscription/update-plan', requireUser, validate('json', updatePlanInputSchema), async (c) => {
    const deps = c.get('deps')
    const { planType } = c.req.valid('json')
    return c.json(await asService(deps.sql, (tx) => updatePlan(tx, deps.billing, c.get('user'), planType, deps)))
  })
  .post(
    '/subscription/payment-method',
    requireUser,
    limitPerIpAndAccount('cardSetupPerIp', 'cardSetupPerAccount'),
    validate('json', paymentMethodInputSchema),
    async (c) => {
      const deps = c.get('deps')
      const { paymentMethodId } = c.req.valid('json')
      return c.json(
        await asService(deps.sql, (tx) => setCardOnFile(tx, deps.billing, c.get('user'), paymentMethodId, deps)),
      )
    },
  )
