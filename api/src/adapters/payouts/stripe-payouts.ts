import type Stripe from 'stripe'
import type { ConnectAccountState, PayoutsProvider } from './payouts.ts'

/** Stripe's Account as the marketplace reads it. */
export function accountStateFromStripe(account: Stripe.Account): ConnectAccountState {
  const due = [...(account.requirements?.past_due ?? []), ...(account.requirements?.currently_due ?? [])]
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [...new Set(due)],
    disabledReason: account.requirements?.disabled_reason ?? null,
  }
}

/**
 * Connect through Stripe's API. Accounts are Express (the Express dashboard, Stripe collects the
 * requirements) with Stripe taking its fees from the connected account (ADR 021: direct charges,
 * no platform fee). Creation carries an idempotency key per stylist, so a retried click within
 * Stripe's 24 hours returns the account the first one made.
 */
export function createStripePayouts(stripe: Stripe): PayoutsProvider {
  return {
    mode: 'stripe',
    async createAccount(_tx, { stylistId, email }) {
      const account = await stripe.accounts.create(
        {
          country: 'US',
          email,
          controller: {
            stripe_dashboard: { type: 'express' },
            fees: { payer: 'account' },
            losses: { payments: 'application' },
            requirement_collection: 'stripe',
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { stylistId: String(stylistId) },
        },
        { idempotencyKey: `connect-account-${stylistId}` },
      )
      return accountStateFromStripe(account)
    },
    async onboardingLink(_tx, accountId, urls) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      })
      return link.url
    },
    async retrieveAccount(_tx, accountId) {
      return accountStateFromStripe(await stripe.accounts.retrieve(accountId))
    },
  }
}
