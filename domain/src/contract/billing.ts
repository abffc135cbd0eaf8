import { z } from 'zod'

export const planTypeSchema = z.enum(['monthly', 'annual'])
export type PlanType = z.infer<typeof planTypeSchema>

/** Plan prices in cents (spec: $5.00 per month, $40.00 per year). */
export const PLAN_PRICE_CENTS: Record<PlanType, number> = { monthly: 500, annual: 4000 }

/** POST /api/coupons/validate */
export const couponValidateInputSchema = z.object({
  code: z.string().trim().min(1, 'Please enter a coupon code').max(64),
  planType: planTypeSchema,
})

/** A coupon as the registration page applies it. `amountOff` is in cents, like Stripe's. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  type: z.enum(['percentage', 'fixed', 'free']),
  isFree: z.boolean(),
  durationMonths: z.number().nullable(),
  percentageOff: z.number().nullable(),
  amountOff: z.number().nullable(),
})
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>

export const couponValidationSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), coupon: appliedCouponSchema, message: z.string() }),
  z.object({ valid: z.literal(false), coupon: z.null(), message: z.string() }),
])
export type CouponValidation = z.infer<typeof couponValidationSchema>

/** Subscription statuses, as Stripe names them (the embedded adapter uses the same). */
export const subscriptionStatusSchema = z.enum([
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
])
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** POST /api/stripe/create-setup-intent */
export const setupIntentSchema = z.object({ clientSecret: z.string() })

/**
 * POST /api/billing/embedded/confirm-card-setup (embedded mode only): the embedded stand-in for
 * Stripe's confirmCardSetup. Stripe's public test numbers behave as in Stripe.
 */
export const cardSetupInputSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/, 'Your card number is incomplete.'),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, "Your card's expiration date is incomplete.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce
    .number()
    .int()
    .min(2000, "Your card's expiration year is invalid.")
    .max(2100, "Your card's expiration year is invalid."),
  cvc: z
    .string()
    .trim()
    .regex(/^[0-9]{3,4}$/, "Your card's security code is incomplete."),
})
export type CardSetupInput = z.infer<typeof cardSetupInputSchema>
/** A declined or invalid card: 402 `{ message, code, declineCode? }` (Stripe's error fields). */
export const cardSetupResultSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
})
export type CardSetupResult = z.infer<typeof cardSetupResultSchema>

/** POST /api/complete-signup. A card is required unless the coupon is a free trial. */
export const completeSignupInputSchema = z.object({
  planType: planTypeSchema,
  paymentMethodId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  couponCode: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type CompleteSignupInput = z.input<typeof completeSignupInputSchema>

/** The signed-in stylist's subscription, as the dashboard's Subscription tab shows it. */
export const subscriptionViewSchema = z.object({
  subscriptionActive: z.boolean(),
  subscriptionType: planTypeSchema,
  status: subscriptionStatusSchema,
  /** End of the current period (renewal date, or the day the profile leaves search when cancelled). */
  subscriptionExpiry: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  /** Plan price per period in cents, before any coupon. */
  priceCents: z.number(),
  /** The card on file, when there is one. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Whether POST /api/subscription/reactivate can restart it without the registration page. */
  canReactivate: z.boolean(),
})
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>

export const completeSignupResultSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), subscription: subscriptionViewSchema }),
  z.object({ success: z.literal(false), error: z.string() }),
])
export type CompleteSignupResult = z.infer<typeof completeSignupResultSchema>

/** GET /api/subscription: the latest subscription of the signed-in user, or null when none. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionViewSchema.nullable() })

/** POST /api/subscription/payment-method: a card confirmed through a setup intent. */
export const paymentMethodInputSchema = z.object({ paymentMethodId: z.string().trim().min(1).max(200) })

/** POST /api/subscription/update-plan */
export const updatePlanInputSchema = z.object({ planType: planTypeSchema })

/** POST /api/subscription/cancel | reactivate | update-plan */
export const subscriptionChangeResultSchema = z.object({ message: z.string(), subscription: subscriptionViewSchema })
export type SubscriptionChangeResult = z.infer<typeof subscriptionChangeResultSchema>
