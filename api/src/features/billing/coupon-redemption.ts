import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import type { CouponTerms } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { COUPON_REFUSALS, couponRefusal } from '../coupons/coupon-rules.ts'
import { countCouponUse, lockCouponByCode } from '../coupons/coupons.sql.ts'

/** A coupon that cannot be redeemed: 400 with the reason (the registration page shows it). */
export class CouponRejectedError extends HttpError {
  constructor(message: string) {
    super(400, message)
  }
}

/**
 * Counts one use of the coupon for this user and plan at `at` (the billing clock), atomically: the
 * coupon's row stays locked from the check to the end of the transaction. Throws
 * CouponRejectedError with the same rules and reasons as POST /api/coupons/validate.
 */
export async function redeemCoupon(
  tx: Tx,
  code: string,
  plan: PlanType,
  userId: string,
  at: Date = new Date(),
): Promise<CouponTerms> {
  const coupon = await lockCouponByCode(tx, code, userId)
  const refusal = couponRefusal(coupon, plan, at)
  if (refusal !== null || !coupon) throw new CouponRejectedError(refusal ?? COUPON_REFUSALS.notValid)
  const { name, provider_coupon_id } = await countCouponUse(tx, coupon.id)
  return {
    id: coupon.id,
    code: coupon.code,
    name,
    type: coupon.type,
    value: coupon.value,
    durationMonths: coupon.durationMonths,
    providerCouponId: provider_coupon_id,
  }
}

/** Records who redeemed the coupon for which subscription (one redemption per user and coupon). */
export async function recordRedemption(
  tx: Tx,
  couponId: number,
  userId: string,
  subscriptionId: number,
): Promise<void> {
  await tx`
    insert into public.coupon_redemptions (coupon_id, user_id, subscription_id)
    values (${couponId}, ${userId}, ${subscriptionId})`
}
