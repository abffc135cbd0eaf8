import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { AppEnv } from '../../app-env.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { applyAccountEvent } from './connect-store.ts'

/**
 * POST /api/stripe/connect-webhook: Stripe's events on connected accounts (a Connect endpoint has
 * its own signing secret, STRIPE_CONNECT_WEBHOOK_SECRET). The signature is checked on the raw body
 * as billing's webhook does. `account.updated` mirrors the account (connect-store.ts: once per
 * event, the current state read back from Stripe); other types are acknowledged and left for the
 * booking-payment slice. Without Stripe or the secret: 404.
 */
export const connectWebhookRoutes = new Hono<AppEnv>().post('/stripe/connect-webhook', async (c) => {
  const { stripe, env, sql, logger, payouts, clock } = c.get('deps')
  const secret = env.STRIPE_CONNECT_WEBHOOK_SECRET
  if (!stripe || !secret) throw notFound('Stripe Connect is not configured')
  const signature = c.req.header('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header')
  const payload = await c.req.text()
  let event: Stripe.Event
  try {
    event = await stripe.client.webhooks.constructEventAsync(payload, signature, secret)
  } catch (err) {
    logger.warn('Stripe Connect webhook refused', {
      requestId: c.get('requestId'),
      reason: err instanceof Error ? err.message : String(err),
    })
    throw badRequest('Invalid Stripe signature')
  }
  if (event.type !== 'account.updated') return c.json({ received: true, ignored: true })
  const applied = await applyAccountEvent(
    sql,
    payouts,
    {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      created: new Date(event.created * 1000),
      accountId: event.account ?? event.data.object.id,
    },
    () => clock.now(),
    logger,
  )
  return c.json(applied ? { received: true } : { received: true, duplicate: true })
})
