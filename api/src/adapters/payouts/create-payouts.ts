import type Stripe from 'stripe'
import { createEmbeddedPayouts } from './embedded-payouts.ts'
import type { PayoutsProvider } from './payouts.ts'
import { createStripePayouts } from './stripe-payouts.ts'

/** Connect through Stripe when billing talks to Stripe (STRIPE_SECRET_KEY), else the embedded twin. */
export function createPayouts(stripe: Stripe | undefined): PayoutsProvider {
  return stripe ? createStripePayouts(stripe) : createEmbeddedPayouts()
}
