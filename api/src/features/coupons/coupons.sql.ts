import type { CouponValidation, PlanType } from '@marketplace/domain/contract/billing.ts'
import type { Tx } from '../../db/client.ts'

export interface CouponRow {
  code: string
  type: 'percentage' | 'fixed' | 'free'
  value: number
  duration_months: number | null
  max_uses: number | null
  current_uses: number
  is_active: boolean
  subscription_types: string[] | null
  not_yet: boolean
  expired: boolean
  used_by_user: boolean
}

/**
 * Whether the signed-in user (the transaction's role) may apply the coupon to this plan now, with
 * the reason when not. Runs as the user: one coupon by exact code, their own redemptions only.
 */
export async function validateCoupon(tx: Tx, code: string, planType: PlanType): Promise<CouponValidation> {
  const [c] = await tx<CouponRow[]>`
    select c.code, c.type, c.value, c.duration_months, c.max_uses, c.current_uses, c.is_active, c.subscription_types,
           now() < c.valid_from as not_yet, now() >= c.valid_until as expired,
           exists (select 1 from public.coupon_redemptions r where r.coupon_id = c.id and r.user_id = auth.uid()) as used_by_user
      from public.coupon_for_code(${code}) c`
  return judgeCoupon(c, planType)
}

/** The coupon rules: whether a looked-up coupon applies to the plan now, or why not. */
export function judgeCoupon(c: CouponRow | undefined, planType: PlanType): CouponValidation {
  const invalid = (message: string): CouponValidation => ({ valid: false, coupon: null, message })
  if (!c || !c.is_active) return invalid('This coupon code is not valid')
  if (c.not_yet) return invalid('This coupon is not valid yet')
  if (c.expired) return invalid('This coupon has expired')
  if (c.max_uses !== null && c.current_uses >= c.max_uses) return invalid('This coupon has reached its usage limit')
  if (c.subscription_types && !c.subscription_types.includes(planType))
    return invalid(`This coupon is not valid for the ${planType} plan`)
  if (c.used_by_user) return invalid('You have already used this coupon')
  const coupon = {
    code: c.code,
    type: c.type,
    isFree: c.type === 'free',
    durationMonths: c.type === 'free' ? c.duration_months : null,
    percentageOff: c.type === 'percentage' ? c.value : null,
    amountOff: c.type === 'fixed' ? c.value : null,
  }
  const what = coupon.isFree
    ? `${coupon.durationMonths}-month free trial`
    : coupon.percentageOff !== null ? `${coupon.percentageOff}% discount` : `$${(c.value / 100).toFixed(2)} discount`
  return { valid: true, coupon, message: `${what} applied successfully` }
}
