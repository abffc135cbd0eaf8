import type { Tx } from '../../db/client.ts'

/** A connected account as the provider reports it (Stripe's Account, or the embedded twin's). */
export interface ConnectAccountState {
  accountId: string
  chargesEnabled: boolean
  payoutsEnabled: boolean
  detailsSubmitted: boolean
  /** requirements.currently_due and past_due: what the stylist still has to provide. */
  requirementsDue: string[]
  /** requirements.disabled_reason (e.g. 'requirements.past_due'), null when nothing is disabled. */
  disabledReason: string | null
}

export interface OnboardingUrls {
  /** Where the provider sends the stylist when onboarding is done (or left). */
  returnUrl: string
  /** Where it sends them when the link expired or was used: a fresh link is made there. */
  refreshUrl: string
}

/**
 * Stripe Connect for stylists' payouts (ADR 021): Express accounts onboarded through account
 * links. Two adapters: Stripe (its HTTP API) and embedded (a twin in the database with a local
 * onboarding page). `tx` runs as the service role; the Stripe adapter does not use it.
 */
export interface PayoutsProvider {
  readonly mode: 'embedded' | 'stripe'
  /** Creates the stylist's account; a retry for the same stylist returns the same account. */
  createAccount(tx: Tx, input: { stylistId: number; email: string }): Promise<ConnectAccountState>
  /** A link to onboarding, good for one visit. */
  onboardingLink(tx: Tx, accountId: string, urls: OnboardingUrls): Promise<string>
  /** The account's state now. */
  retrieveAccount(tx: Tx, accountId: string): Promise<ConnectAccountState>
}
