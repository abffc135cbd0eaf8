import type { AdminCoupon, CouponStatus, StoredAdminCoupon } from '@marketplace/domain/contract/admin.ts'
import type { CouponValidation, PlanType } from '@marketplace/domain/contract/billing.ts'
import type { CouponTerms } from '../../adapters/billing/billing.ts'
import type { Issue } from '../../lib/http-error.ts'

// Every rule about discount codes, in one place: what an admin may save, when a code applies to
// a plan, what the registration page is told, and what it takes off an invoice. The admin
// console, POST /api/coupons/validate and the redemption at complete-signup all call these, so
// the validation and the redemption cannot disagree. The database's constraints hold the admin
// rules again as a second lock.

/** A fixed discount is at most $100,000 (cents). */
export const MAX_FIXED_CENTS = 10_000_000

/** Why a code cannot be used, in the spec's words (the registration page shows them). */
export const COUPON_REFUSALS = {
  notValid: 'This coupon code is not valid',
  notYet: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  wrongPlan: (plan: PlanType) => `This coupon is not valid for the ${plan} plan`,
  alreadyUsed: 'You have already used this coupon',
} as const

/** A coupon as an admin would save it: the create, or the update merged onto the stored code. */
export type CouponDraft = Pick<
  AdminCoupon,
  'type' | 'value' | 'durationMonths' | 'maxUses' | 'currentUses' | 'validFrom' | 'validUntil'
>

/**
 * The rules the shapes alone cannot say, each naming its field: a value that fits the type, free
 * months for free codes only, a validity window that ends after it starts, no limit below the uses.
 */
export function couponIssues(c: CouponDraft): Issue[] {
  const issues: Issue[] = []
  const at = (field: string, message: string) => issues.push({ path: [field], message })
  if (c.type === 'percentage' && (c.value < 1 || c.value > 100)) at('value', 'Percent off must be between 1 and 100')
  if (c.type === 'fixed' && (c.value < 1 || c.value > MAX_FIXED_CENTS))
    at('value', 'Amount off must be between 1 and 10,000,000 cents ($100,000)')
  if (c.type === 'free' && c.value !== 0) at('value', 'A free code has no value: send 0')
  if (c.type === 'free' && c.durationMonths === null) at('durationMonths', 'Free months are required for a free code')
  if (c.type !== 'free' && c.durationMonths !== null)
    at('durationMonths', 'Only free codes have free months: send null')
  if (Date.parse(c.validUntil) <= Date.parse(c.validFrom)) at('validUntil', 'Valid until must be after valid from')
  if (c.maxUses !== null && c.maxUses < c.currentUses)
    at('maxUses', `Max uses cannot be below the uses so far (${c.currentUses})`)
  return issues
}

/**
 * Where a code stands at `at` for the admin console, by the same tests (and in the same order) as
 * couponRefusal: switched off, not started, past its end, at its use limit, else active.
 */
export function couponStatus(
  c: Pick<StoredAdminCoupon, 'isActive' | 'validFrom' | 'validUntil' | 'maxUses' | 'currentUses'>,
  at: Date,
): CouponStatus {
  if (!c.isActive) return 'inactive'
  if (at.getTime() < Date.parse(c.validFrom)) return 'scheduled'
  if (at.getTime() >= Date.parse(c.validUntil)) return 'expired'
  if (c.maxUses !== null && c.currentUses >= c.maxUses) return 'used_up'
  return 'active'
}

/** A stored code with its status at `at` (the billing clock: the one redemption is judged by). */
export const withStatus = (c: StoredAdminCoupon, at: Date): AdminCoupon => ({ ...c, status: couponStatus(c, at) })

/** A stored coupon as the use rules see it, with whether this user has redeemed it already. */
export interface StoredCoupon extends Pick<CouponTerms, 'id' | 'code' | 'type' | 'value' | 'durationMonths'> {
  maxUses: number | null
  currentUses: number
  isActive: boolean
  subscriptionTypes: string[] | null
  validFrom: Date
  validUntil: Date
  usedByUser: boolean
}

/** Why the coupon cannot be used on this plan at this moment, or null when it can. */
export function couponRefusal(c: StoredCoupon | undefined, plan: PlanType, at: Date): string | null {
  if (!c || !c.isActive) return COUPON_REFUSALS.notValid
  if (at < c.validFrom) return COUPON_REFUSALS.notYet
  if (at >= c.validUntil) return COUPON_REFUSALS.expired
  if (c.maxUses !== null && c.currentUses >= c.maxUses) return COUPON_REFUSALS.usedUp
  if (c.subscriptionTypes && !c.subscriptionTypes.includes(plan)) return COUPON_REFUSALS.wrongPlan(plan)
  if (c.usedByUser) return COUPON_REFUSALS.alreadyUsed
  return null
}

/** The answer of POST /api/coupons/validate: the coupon as the page applies it, or why not. */
export function judgeCoupon(c: StoredCoupon | undefined, plan: PlanType, at: Date): CouponValidation {
  const refusal = couponRefusal(c, plan, at)
  if (refusal !== null || !c) return { valid: false, coupon: null, message: refusal ?? COUPON_REFUSALS.notValid }
  const coupon = {
    code: c.code,
    type: c.type,
    isFree: c.type === 'free',
    durationMonths: c.type === 'free' ? c.durationMonths : null,
    percentageOff: c.type === 'percentage' ? c.value : null,
    amountOff: c.type === 'fixed' ? c.value : null,
  }
  const what = coupon.isFree
    ? `${coupon.durationMonths}-month free trial`
    : coupon.percentageOff !== null
      ? `${coupon.percentageOff}% discount`
      : `$${(c.value / 100).toFixed(2)} discount`
  return { valid: true, coupon, message: `${what} applied successfully` }
}

/** Off the first invoice: percent of the price (rounded to the cent), or a fixed amount up to the price. */
export function couponDiscount(coupon: Pick<CouponTerms, 'type' | 'value'> | null, subtotalCents: number): number {
  if (!coupon || coupon.type === 'free') return 0
  if (coupon.type === 'percentage') return Math.round((subtotalCents * coupon.value) / 100)
  return Math.min(coupon.value, subtotalCents)
}
