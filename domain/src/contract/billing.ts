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
