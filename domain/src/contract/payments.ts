import { z } from 'zod'

// Booking payments (issue 37), first slice: the stylist's payment policy (overall and per
// service), the terms stored with an appointment as agreed, and the stylist's Stripe Connect
// account. Amounts are integer cents (ADR 003); percentages whole percent; the rules that turn a
// policy into cents are in domain/src/payments/policy-rules.ts (ADR 021).

export const paymentRequirements = ['none', 'card_on_file', 'deposit', 'prepayment'] as const
export type PaymentRequirement = (typeof paymentRequirements)[number]
export const policyScopes = ['everyone', 'new_clients', 'past_no_show'] as const
export type PolicyScope = (typeof policyScopes)[number]
export const amountKinds = ['fixed', 'percent'] as const

/** The most any fixed amount of a policy may be: $10,000 (no service costs more). */
export const MAX_POLICY_CENTS = 1_000_000

export const paymentMessages = {
  amountFixed: `Enter an amount in cents from 1 to ${MAX_POLICY_CENTS.toLocaleString('en-US')}`,
  amountPercent: 'Enter a whole percentage from 1 to 100',
  depositRequired: 'Choose the deposit: a fixed amount or a percentage',
  depositOnlyWithDeposit: 'A deposit amount is set only when the policy asks for a deposit',
  feeNeedsCard: 'A fee needs a way to be paid: ask for a card on file, a deposit or prepayment, or remove the fee',
  minimum: `Enter a minimum booking value in cents from 0 to ${MAX_POLICY_CENTS.toLocaleString('en-US')}`,
  chargesDisabled:
    'Connect a Stripe account that can take charges before asking for a deposit, prepayment or a fee. Card on file and no requirement work without one.',
  notConnected: 'Connect a Stripe account first',
  serviceNotFound: 'Service not found',
} as const

/** A fixed amount in cents, or a whole percentage of the service price. */
export const policyAmountSchema = z
  .object({ kind: z.enum(amountKinds), value: z.number({ message: paymentMessages.amountFixed }) })
  .superRefine((a, ctx) => {
    const [max, message] =
      a.kind === 'percent' ? [100, paymentMessages.amountPercent] : [MAX_POLICY_CENTS, paymentMessages.amountFixed]
    if (!Number.isInteger(a.value) || a.value < 1 || a.value > max)
      ctx.addIssue({ code: 'custom', path: ['value'], message })
  })
export type PolicyAmount = z.infer<typeof policyAmountSchema>

/** What a stylist asks of a client at booking, and the fees of a late cancellation or no-show. */
export const paymentPolicySchema = z
  .object({
    requirement: z.enum(paymentRequirements),
    deposit: policyAmountSchema.nullable().default(null),
    minimumBookingCents: z
      .number({ message: paymentMessages.minimum })
      .int(paymentMessages.minimum)
      .min(0, paymentMessages.minimum)
      .max(MAX_POLICY_CENTS, paymentMessages.minimum)
      .default(0),
    lateCancellationFee: policyAmountSchema.nullable().default(null),
    noShowFee: policyAmountSchema.nullable().default(null),
    scope: z.enum(policyScopes).default('everyone'),
  })
  .superRefine((p, ctx) => {
    if (p.requirement === 'deposit' && p.deposit === null)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: paymentMessages.depositRequired })
    if (p.requirement !== 'deposit' && p.deposit !== null)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: paymentMessages.depositOnlyWithDeposit })
    if (p.requirement === 'none')
      for (const fee of ['lateCancellationFee', 'noShowFee'] as const)
        if (p[fee] !== null) ctx.addIssue({ code: 'custom', path: [fee], message: paymentMessages.feeNeedsCard })
  })
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>
export const noPolicy: PaymentPolicy = {
  requirement: 'none',
  deposit: null,
  minimumBookingCents: 0,
  lateCancellationFee: null,
  noShowFee: null,
  scope: 'everyone',
}

/** The policy of one service: its own, or (override false) the overall one it falls back to. */
export const servicePolicySchema = z.object({
  serviceId: z.number(),
  serviceName: z.string(),
  priceCents: z.number(),
  policy: paymentPolicySchema.nullable(),
})

export const connectStatuses = ['not_connected', 'requirements_due', 'restricted', 'enabled'] as const
export type ConnectStatus = (typeof connectStatuses)[number]

/** The stylist's Stripe Connect account as last mirrored (webhook account.updated or a read). */
export const payoutAccountSchema = z.object({
  mode: z.enum(['embedded', 'stripe']),
  status: z.enum(connectStatuses),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirementsDue: z.array(z.string()),
  disabledReason: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type PayoutAccount = z.infer<typeof payoutAccountSchema>

export const dashboardPaymentsSchema = z.object({
  overall: paymentPolicySchema.nullable(),
  services: z.array(servicePolicySchema),
  cancellationWindowHours: z.number(),
  timeZone: z.string(),
  account: payoutAccountSchema,
})
export type DashboardPayments = z.infer<typeof dashboardPaymentsSchema>

/** A link to Stripe's (or the embedded twin's) onboarding, good for one visit. */
export const onboardingLinkSchema = z.object({ url: z.string() })

/** A policy turned into cents for one price: what an appointment stores as agreed. */
export const agreedTermsSchema = z.object({
  requirement: z.enum(paymentRequirements),
  priceCents: z.number(),
  dueAtBookingCents: z.number(),
  lateCancellationFeeCents: z.number(),
  noShowFeeCents: z.number(),
  cancellationWindowHours: z.number(),
  timeZone: z.string(),
  scope: z.enum(policyScopes),
})
export type AgreedTerms = z.infer<typeof agreedTermsSchema>

/** The booking panel's read: the terms a service would be booked on, in plain words (null: none). */
export const servicePaymentTermsSchema = z.object({
  stylistId: z.number(),
  serviceId: z.number(),
  terms: agreedTermsSchema.nullable(),
  description: z.string().nullable(),
})
export type ServicePaymentTerms = z.infer<typeof servicePaymentTermsSchema>

/** The embedded Connect twin's onboarding form (embedded mode only; no real identity data). */
export const embeddedOnboardingSchema = z.object({
  businessName: z
    .string()
    .trim()
    .min(1, 'Enter the name clients see on their statement')
    .max(80, 'Keep the name under 80 characters'),
  payoutLast4: z.string().regex(/^\d{4}$/, 'Enter the last 4 digits of the test bank account'),
  outcome: z.enum(['enabled', 'requirements_due', 'restricted']),
})
export type EmbeddedOnboarding = z.infer<typeof embeddedOnboardingSchema>

/** Why a client's bank says the charge is disputed (Stripe's reasons the embedded twin plays). */
export const embeddedDisputeReasons = [
  'fraudulent',
  'product_not_received',
  'duplicate',
  'subscription_canceled',
  'credit_not_processed',
  'general',
] as const

/**
 * The embedded twin's dispute control (embedded mode only): the appointment's stylist plays a
 * client's bank opening a dispute on what was charged, Stripe moving it under review, and closing
 * it won or lost.
 */
export const embeddedDisputeSchema = z.object({
  appointmentId: z
    .number()
    .int('Choose an appointment')
    .positive('Choose an appointment')
    .max(2 ** 53 - 1, 'Choose an appointment'),
  action: z.enum(['open', 'review', 'won', 'lost']),
  reason: z.enum(embeddedDisputeReasons).optional(),
})
export type EmbeddedDispute = z.infer<typeof embeddedDisputeSchema>

export const embeddedAccountSchema = z.object({
  accountId: z.string(),
  businessName: z.string(),
  email: z.string(),
  status: z.enum(connectStatuses),
})

// ---- At booking (issue 37, point 3) ----

/** How long a held slot waits for its payment before the server frees it. */
export const HOLD_MINUTES = 10

export const bookingPaymentMessages = {
  unavailable: 'This stylist cannot take payments right now, so this booking cannot be made online. Try again later.',
  providerDown: 'The payment could not be started. Nothing was charged and the time is free again; please try again.',
  holdLapsed:
    'The time held for your payment ran out and the slot was released. Nothing was kept: any payment is refunded.',
  declined: 'Your card was declined. Nothing was charged and the time is free again.',
} as const

/**
 * GET /api/appointments/:id/payment (the client or the stylist), POST .../payment/confirm (the
 * client): the payment an appointment's terms asked for at booking. `clientSecret` is given to
 * the client only, and only while the payment is open; with `stripeAccount` (= `accountId`) it is
 * what Stripe.js (or the embedded card form) needs to confirm it.
 */
export const bookingPaymentSchema = z.object({
  appointmentId: z.number(),
  provider: z.enum(['embedded', 'stripe']),
  accountId: z.string(),
  kind: z.enum(['card_on_file', 'deposit', 'prepayment']),
  intentType: z.enum(['payment', 'setup']),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(['open', 'succeeded', 'failed', 'cancelled', 'refunded']),
  clientSecret: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  appointmentStatus: z.string(),
})
export type BookingPayment = z.infer<typeof bookingPaymentSchema>

/** POST /api/payments/embedded/authenticate: the embedded twin's 3-D Secure page answers. */
export const embeddedAuthenticationSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
})
/** POST /api/payments/embedded/confirm-intent and /authenticate: the intent's state after it. */
export const embeddedIntentResultSchema = z.object({
  status: z.enum(['open', 'requires_action', 'succeeded', 'failed', 'canceled']),
  failureMessage: z.string().nullable(),
})
export type EmbeddedIntentResult = z.infer<typeof embeddedIntentResultSchema>

/** The fee of an appointment after a late cancellation or a no-show (issue 37, point 4; ADR 021 "Fees"). */
export const appointmentFeeSchema = z.object({
  kind: z.enum(['late_cancel', 'no_show']),
  /** The fee as agreed, in cents. */
  amountCents: z.number().int(),
  /** Kept out of what was paid at booking. */
  keptCents: z.number().int(),
  /** To charge off-session to the saved card (the fee above what was paid). */
  chargeCents: z.number().int(),
  /** What the off-session charge took. */
  capturedCents: z.number().int(),
  /** What of the charge was given back (a waived fee). */
  refundedCents: z.number().int(),
  state: z.enum(['pending', 'kept_from_deposit', 'charged', 'requires_action', 'failed', 'waived']),
  failureMessage: z.string().nullable(),
  provider: z.enum(['embedded', 'stripe']).nullable(),
  accountId: z.string().nullable(),
  /** The client only, while their bank waits for them to authenticate. */
  clientSecret: z.string().nullable(),
  paymentMethodId: z.string().nullable(),
  decidedAt: z.string(),
  /** The stylist may waive it until then (null once waived). */
  waivableUntil: z.string().nullable(),
})
export type AppointmentFee = z.infer<typeof appointmentFeeSchema>

/** The money of an appointment on both sides' cards: paid, refunded, the fee, and what is left to pay. */
/** Stripe's dispute statuses (ADR 021): the first four are open, the rest closed. */
export const disputeStatuses = [
  'warning_needs_response',
  'warning_under_review',
  'needs_response',
  'under_review',
  'warning_closed',
  'won',
  'lost',
  'prevented',
] as const
export type DisputeStatus = (typeof disputeStatuses)[number]

/** A dispute of what an appointment's client was charged, as Stripe last reported it. */
export const appointmentDisputeSchema = z.object({
  status: z.enum(disputeStatuses),
  reason: z.string(),
  amountCents: z.number().int(),
  evidenceDueBy: z.string().nullable(),
})
export type AppointmentDispute = z.infer<typeof appointmentDisputeSchema>

export const appointmentMoneySchema = z.object({
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** A completed visit: the price less what was paid at booking (paid at the salon); else null. */
  balanceCents: z.number().int().nullable(),
  /** Upcoming: the late-cancellation fee and the deadline before which cancelling is free. */
  lateCancel: z.object({ feeCents: z.number().int(), deadline: z.string() }).nullable(),
  /** The agreed no-show fee (0 when none): the stylist's "charge or waive" choice shows it. */
  noShowFeeCents: z.number().int(),
  fee: appointmentFeeSchema.nullable(),
  /** The stylist's side only: the newest dispute of a charge of this appointment (null for the client). */
  dispute: appointmentDisputeSchema.nullable(),
})
export type AppointmentMoney = z.infer<typeof appointmentMoneySchema>

/** POST /api/appointments/:id/no-show: with a no-show fee in the terms, charge it or waive it. */
export const noShowInputSchema = z.object({ fee: z.enum(['charge', 'waive']).optional() }).strict()

export const feeMessages = {
  alreadyDecided: 'The fee of this appointment was already decided.',
  alreadyWaived: 'This fee was already waived.',
  tooLate: 'A fee can be waived within 14 days only.',
  charging: 'This fee is being charged right now; try again in a moment.',
  noFee: 'This appointment has no fee',
  noCard: 'No card was saved for this appointment, so the rest of the fee could not be charged.',
  declined: 'The card was declined.',
  chooseFee: 'Choose whether to charge the no-show fee or waive it.',
} as const

/** What happened to an appointment's money, in the order a ledger row shows it (issue 37, point 6). */
export const ledgerStates = [
  'paid',
  'partly_refunded',
  'refunded',
  'fee_kept',
  'fee_charged',
  'fee_pending',
  'fee_awaiting_client',
  'fee_failed',
  'fee_waived',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const
export type LedgerState = (typeof ledgerStates)[number]

/** The words of each state, on the stylist's payments list and in its CSV. */
export const ledgerStateWords: Record<LedgerState, string> = {
  paid: 'paid',
  partly_refunded: 'partly refunded',
  refunded: 'refunded',
  fee_kept: 'fee kept from deposit',
  fee_charged: 'fee charged',
  fee_pending: 'fee being charged',
  fee_awaiting_client: 'fee awaiting client',
  fee_failed: 'fee declined',
  fee_waived: 'fee waived',
  disputed: 'disputed',
  dispute_won: 'dispute won',
  dispute_lost: 'dispute lost',
}

/** One appointment with money on the stylist's payments list; amounts in cents, computed on the server. */
export const ledgerRowSchema = z.object({
  appointmentId: z.number().int(),
  startsAt: z.string(),
  /** The stylist's IANA zone: the list and the CSV show the start there. */
  timeZone: z.string(),
  clientName: z.string(),
  services: z.array(z.string()),
  /** Captured booking payment plus the captured off-session fee charge. */
  takenCents: z.number().int(),
  refundedCents: z.number().int(),
  /** The late-cancellation or no-show fee kept from the deposit or charged (0 when none or waived). */
  feeCents: z.number().int(),
  /** Stripe's processing fee on the successful charges (not returned on a refund). */
  stripeFeeCents: z.number().int(),
  /** taken − refunded − Stripe's fee. */
  netCents: z.number().int(),
  states: z.array(z.enum(ledgerStates)),
})
export type LedgerRow = z.infer<typeof ledgerRowSchema>

export const LEDGER_PAGE_SIZE = 25
export const LEDGER_CSV_MAX_ROWS = 5000

/** GET /api/dashboard/payments/ledger: a page, newest first; `nextBefore` asks for the next one. */
export const ledgerPageSchema = z.object({
  rows: z.array(ledgerRowSchema),
  /** The appointment id to pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /**
   * Some row's Stripe fee is an estimate at Stripe's published US card rate (2.9% + 30¢ per
   * successful charge): a charge whose balance transaction was not read (ADR 021). Fees read from
   * Stripe (and the embedded twin's, which charges that rate) are stored with each charge.
   */
  stripeFeeEstimated: z.boolean(),
})
export type LedgerPage = z.infer<typeof ledgerPageSchema>

export const ledgerMessages = {
  badCursor: 'before must be the id of an appointment on your payments list',
} as const
