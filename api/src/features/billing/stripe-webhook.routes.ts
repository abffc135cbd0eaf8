import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { AppEnv } from '../../app-env.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { handleStripeEvent } from './stripe-events.ts'

/**
 * POST /api/stripe/webhook: Stripe's events. The signature is checked on the raw body with the
 * async verifier (the same code runs under Deno's Web Crypto) and Stripe's default tolerance of
 * 300 s against replays of old deliveries. Each event is applied once (see stripe-events.ts).
 * In embedded mode there is no Stripe to listen to: 404.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
  const deps = c.get('deps')
  const { stripe, env, sql, logger } = deps
  if (!stripe?.webhookSecret) throw notFound('Stripe is not configured')
  const signature = c.req.header('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header')
  const payload = await c.req.text()
  let event: Stripe.Event
  try {
    event = await stripe.client.webhooks.constructEventAsync(payload, signature, stripe.webhookSecret)
  } catch (err) {
    logger.warn('Stripe webhook refused', {
      requestId: c.get('requestId'),
      reason: err instanceof Error ? err.message : String(err),
    })
    throw badRequest('Invalid Stripe signature')
  }
  const prices = { monthly: env.STRIPE_PRICE_MONTHLY ?? '', annual: env.STRIPE_PRICE_ANNUAL ?? '' }
  const applied = await handleStripeEvent(sql, event, { stripe: stripe.client, prices, logger, mail: deps })
  return c.json(applied ? { received: true } : { received: true, duplicate: true })
})
