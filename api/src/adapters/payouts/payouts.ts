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
export interface PayoutsProvider extends BookingPayments {
  readonly mode: 'embedded' | 'stripe'
  /** Creates the stylist's account; a retry for the same stylist returns the same account. */
  createAccount(tx: Tx, input: { stylistId: number; email: string }): Promise<ConnectAccountState>
  /** A link to onboarding, good for one visit. */
  onboardingLink(tx: Tx, accountId: string, urls: OnboardingUrls): Promise<string>
  /** The account's state now. */
  retrieveAccount(tx: Tx, accountId: string): Promise<ConnectAccountState>
}

/** Where a booking's intent is, in the marketplace's words (Stripe's statuses folded). */
export type IntentStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'

/** A PaymentIntent (deposit, prepayment) or SetupIntent (card on file) on a connected account. */
export interface IntentState {
  intentId: string
  status: IntentStatus
  amountCents: number
  /** The saved card (SetupIntent) or the card charged (PaymentIntent), once there is one. */
  paymentMethodId: string | null
  /** The bank's or the card form's message when the last attempt failed. */
  failureMessage: string | null
  /**
   * Stripe's processing fee on a succeeded PaymentIntent's charge (its balance transaction's
   * `fee`), in cents; null when not known (not succeeded, a SetupIntent, or not settled yet).
   */
  feeCents: number | null
}

export interface NewIntent {
  accountId: string
  kind: 'payment' | 'setup'
  /** Cents, for a PaymentIntent (0 for a SetupIntent). */
  amountCents: number
  appointmentId: number
  clientEmail: string
  /** Keep the card for later fees (off-session): a SetupIntent always, a deposit when fees may follow. */
  saveCard: boolean
}

/**
 * Booking payments (ADR 021): direct charges on the stylist's account, no application fee. Every
 * call names the connected account (Stripe's `Stripe-Account` header). Creation and refunds carry
 * idempotency keys derived from the appointment, so a retry never takes or returns money twice.
 */
export interface BookingPayments {
  createIntent(tx: Tx, input: NewIntent): Promise<{ intentId: string; clientSecret: string; customerId: string | null }>
  retrieveIntent(tx: Tx, accountId: string, intentId: string): Promise<IntentState>
  /** Cancels an intent that has not succeeded; answers its state (a succeeded one stays succeeded). */
  cancelIntent(tx: Tx, accountId: string, intentId: string): Promise<IntentState>
  /** Refunds `amountCents` of a succeeded PaymentIntent, once per `key`. */
  refund(tx: Tx, accountId: string, intentId: string, amountCents: number, key: string): Promise<void>
  /**
   * Charges a fee off-session to the card saved at booking (a PaymentIntent on the stylist's
   * account, `off_session` and `confirm`), once per `key`. A bank asking for authentication
   * answers `requires_action` (Stripe's authentication_required: the client confirms it later with
   * the client secret); a decline answers `failed`.
   */
  chargeOffSession(tx: Tx, input: OffSessionCharge): Promise<OffSessionResult>
}

export interface OffSessionCharge {
  accountId: string
  customerId: string | null
  paymentMethodId: string
  amountCents: number
  appointmentId: number
  key: string
}

export interface OffSessionResult {
  intentId: string
  clientSecret: string
  status: 'succeeded' | 'requires_action' | 'failed'
  failureMessage: string | null
  /** Stripe's processing fee when the charge succeeded and its balance transaction is known. */
  feeCents: number | null
}
