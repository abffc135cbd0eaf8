import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { AppEnv } from '../../app-env.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { asService } from '../../db/roles.ts'
import { settleIntent } from './booking-hold.ts'
import { holdContext } from './booking-payment.routes.ts'
import { applyAccountEvent } from './connect-store.ts'
import { applyDisputeEvent, DISPUTE_EVENTS, disputeObjectOf } from './disputes.ts'
import { settleFeeIntent } from './fees.ts'
import { mirrorChargeRefund } from './settlements.ts'

/** The intent events that settle a booking's payment (booking-hold.ts reads the intent again). */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'setup_intent.canceled',
])

/**
 * POST /api/stripe/connect-webhook: Stripe's events on connected accounts (a Connect endpoint has
 * its own signing secret, STRIPE_CONNECT_WEBHOOK_SECRET). The signature is checked on the raw body
 * as billing's webhook does. `account.updated` mirrors the account (connect-store.ts: once per
 * event, the current state read back from Stripe); the intent events settle a booking's payment
 * (booking-hold.ts: from the intent as Stripe has it now, so a duplicate, late or early delivery
 * changes nothing twice), then the event id is recorded; `charge.refunded` mirrors the refunded
 * total (never lowered: settlements.ts); `charge.dispute.created` / `updated` / `closed` mirror the
 * dispute (disputes.ts: once per event id, newer events only); other types are acknowledged. Without
 * Stripe or the secret: 404.
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
  if (INTENT_EVENTS.has(event.type)) {
    const intentId = (event.data.object as { id: string }).id
    // A booking's payment, or a fee's off-session charge (fees.ts): each ignores the other's intents.
    const fee = await settleFeeIntent(sql, holdContext(c.get('deps')), intentId)
    if (!fee) await settleIntent(sql, holdContext(c.get('deps')), intentId, clock.now())
    const recorded = await asService(
      sql,
      (tx) => tx`
        insert into public.billing_events (provider, event_id, type, event_created_at)
        values ('stripe', ${event.id}, ${event.type}, ${new Date(event.created * 1000)})
        on conflict (provider, event_id) do nothing
        returning event_id`,
    )
    return c.json(recorded.length > 0 ? { received: true } : { received: true, duplicate: true })
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
    if (intentId) await mirrorChargeRefund(sql, intentId, charge.amount_refunded)
    return c.json({ received: true })
  }
  if (DISPUTE_EVENTS.has(event.type)) {
    const dispute = disputeObjectOf(event.data.object)
    if (!dispute || !event.account) throw badRequest('Not a dispute of a connected account')
    const applied = await applyDisputeEvent(
      sql,
      {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        accountId: event.account,
        dispute,
      },
      logger,
    )
    return c.json(applied ? { received: true } : { received: true, duplicate: true })
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
