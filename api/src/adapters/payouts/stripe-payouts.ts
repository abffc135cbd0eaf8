import type Stripe from 'stripe'
import type { ConnectAccountState, IntentState, IntentStatus, OffSessionResult, PayoutsProvider } from './payouts.ts'

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

type AnyIntent = Stripe.PaymentIntent | Stripe.SetupIntent

/** A PaymentIntent or SetupIntent as the marketplace reads it: a failed attempt leaves Stripe's
 * status at requires_payment_method with the error beside it. */
export function intentStateFromStripe(intent: AnyIntent): IntentState {
  const error =
    'last_payment_error' in intent ? intent.last_payment_error : (intent as Stripe.SetupIntent).last_setup_error
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null)
  let status: IntentStatus
  if (intent.status === 'succeeded') status = 'succeeded'
  else if (intent.status === 'canceled') status = 'canceled'
  else if (intent.status === 'requires_action') status = 'requires_action'
  else if (intent.status === 'requires_payment_method' && error) status = 'failed'
  else status = 'open'
  return {
    intentId: intent.id,
    status,
    amountCents: 'amount' in intent ? intent.amount : 0,
    paymentMethodId: method,
    failureMessage: error?.message ?? null,
    feeCents: status === 'succeeded' ? chargeFeeOf(intent) : null,
  }
}

/** Asked of every PaymentIntent read or made: its charge with the balance transaction (Stripe's fee). */
const WITH_FEE = ['latest_charge.balance_transaction']

/** Stripe's fee on the intent's charge when the charge and its balance transaction came expanded. */
function chargeFeeOf(intent: AnyIntent): number | null {
  if (!('latest_charge' in intent)) return null
  const charge = intent.latest_charge
  if (!charge || typeof charge === 'string') return null
  const txn = charge.balance_transaction
  return txn && typeof txn !== 'string' && Number.isInteger(txn.fee) ? txn.fee : null
}

/** An off-session charge's outcome: authentication_required asks for the client, any other error is a decline. */
function offSessionResult(
  intent: Stripe.PaymentIntent,
  error: { code?: string; message?: string } | null,
): OffSessionResult {
  if (!intent.client_secret) throw new Error('Stripe returned an intent without a client secret')
  const base = { intentId: intent.id, clientSecret: intent.client_secret, feeCents: null }
  if (intent.status === 'succeeded')
    return { ...base, status: 'succeeded', failureMessage: null, feeCents: chargeFeeOf(intent) }
  const code = error?.code ?? intent.last_payment_error?.code
  if (intent.status === 'requires_action' || code === 'authentication_required')
    return { ...base, status: 'requires_action', failureMessage: null }
  return {
    ...base,
    status: 'failed',
    failureMessage: error?.message ?? intent.last_payment_error?.message ?? 'Your card was declined.',
  }
}

const isSetup = (intentId: string) => intentId.startsWith('seti_')

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
    async createIntent(_tx, input) {
      const on = { stripeAccount: input.accountId }
      const customer = input.saveCard
        ? await stripe.customers.create(
            { email: input.clientEmail, metadata: { appointmentId: String(input.appointmentId) } },
            { ...on, idempotencyKey: `booking-customer-${input.appointmentId}` },
          )
        : null
      const metadata = { appointmentId: String(input.appointmentId) }
      const intent: AnyIntent =
        input.kind === 'setup'
          ? await stripe.setupIntents.create(
              { customer: customer?.id, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata },
              { ...on, idempotencyKey: `booking-intent-${input.appointmentId}` },
            )
          : await stripe.paymentIntents.create(
              {
                amount: input.amountCents,
                currency: 'usd',
                customer: customer?.id,
                automatic_payment_methods: { enabled: true },
                ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
                metadata,
              },
              { ...on, idempotencyKey: `booking-intent-${input.appointmentId}` },
            )
      if (!intent.client_secret) throw new Error('Stripe returned an intent without a client secret')
      return { intentId: intent.id, clientSecret: intent.client_secret, customerId: customer?.id ?? null }
    },
    async retrieveIntent(_tx, accountId, intentId) {
      const on = { stripeAccount: accountId }
      return intentStateFromStripe(
        isSetup(intentId)
          ? await stripe.setupIntents.retrieve(intentId, {}, on)
          : await stripe.paymentIntents.retrieve(intentId, { expand: WITH_FEE }, on),
      )
    },
    async cancelIntent(tx, accountId, intentId) {
      const now = await this.retrieveIntent(tx, accountId, intentId)
      if (now.status === 'succeeded' || now.status === 'canceled') return now
      const on = { stripeAccount: accountId }
      return intentStateFromStripe(
        isSetup(intentId)
          ? await stripe.setupIntents.cancel(intentId, {}, on)
          : await stripe.paymentIntents.cancel(intentId, {}, on),
      )
    },
    async refund(_tx, accountId, intentId, amountCents, key) {
      await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { stripeAccount: accountId, idempotencyKey: key },
      )
    },
    async chargeOffSession(_tx, input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            ...(input.customerId ? { customer: input.customerId } : {}),
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { appointmentId: String(input.appointmentId), fee: 'true' },
            expand: WITH_FEE,
          },
          { stripeAccount: input.accountId, idempotencyKey: input.key },
        )
        return offSessionResult(intent, null)
      } catch (error) {
        // A card error carries the intent it left behind (Stripe's off-session failures).
        const failed = error as {
          type?: string
          code?: string
          message?: string
          payment_intent?: Stripe.PaymentIntent
        }
        if (failed.type !== 'StripeCardError' || !failed.payment_intent) throw error
        return offSessionResult(failed.payment_intent, failed)
      }
    },
  }
}
