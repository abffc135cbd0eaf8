import type Stripe from 'stripe'
import type { Env } from '../../env.ts'
import { systemClock, type BillingProvider, type Clock } from './billing.ts'
import { createEmbeddedBilling } from './embedded-billing.ts'
import { createStripeBilling } from './stripe-billing.ts'
import { createStripeClient } from './stripe-client.ts'

export interface BillingDeps {
  billing: BillingProvider
  /** Stripe mode: the client and the webhook signing secret (POST /api/stripe/webhook). */
  stripe?: { client: Stripe; webhookSecret: string | null }
}

/** The billing adapter the settings ask for: Stripe with STRIPE_SECRET_KEY, else embedded. */
export function createBilling(env: Env, clock: Clock = systemClock): BillingDeps {
  const client = createStripeClient(env)
  if (!client) return { billing: createEmbeddedBilling(clock) }
  // loadEnv requires both price ids with a secret key.
  const prices = { monthly: env.STRIPE_PRICE_MONTHLY!, annual: env.STRIPE_PRICE_ANNUAL! }
  return {
    billing: createStripeBilling({ stripe: client, prices, clock }),
    stripe: { client, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null },
  }
}
