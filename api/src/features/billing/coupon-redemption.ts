import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import type { CouponTerms } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { judgeCoupon, type CouponRow } from '../coupons/coupons.sql.ts'

/** A coupon that cannot be redeemed: 400 with the reason (the registration page shows it). */
export class CouponRejectedError extends HttpError {
  constructor(message: string) {
    super(400, message)
  }
}

/**
 * Counts one use of the coupon for this user and plan, atomically: the update takes the coupon's
 * row lock, and a redemption that waited re-checks `current_uses < max_uses` on the row as the
 * winner left it, so with max_uses 5 exactly 5 of any number of concurrent redemptions succeed.
 * Throws CouponRejectedError with the same reasons as POST /api/coupons/validate.
 */
export async function redeemCoupon(tx: Tx, code: string, plan: PlanType, userId: string): Promise<CouponTerms> {
  const [c] = await tx<(Omit<CouponTerms, 'durationMonths' | 'providerCouponId'> & { duration_months: number | null; provider_coupon_id: string | null })[]>`
    update public.coupons c set current_uses = c.current_uses + 1
     where c.code = upper(btrim(${code})) and c.is_active
       and now() >= c.valid_from and now() < c.valid_until
       and (c.max_uses is null or c.current_uses < c.max_uses)
       and (c.subscription_types is null or ${plan} = any(c.subscription_types))
       and not exists (select 1 from public.coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId})
     returning c.id, c.code, c.name, c.type, c.value, c.duration_months, c.provider_coupon_id`
  if (!c) throw new CouponRejectedError(await rejection(tx, code, plan, userId))
  return {
    id: c.id, code: c.code, name: c.name, type: c.type, value: c.value,
    durationMonths: c.duration_months, providerCouponId: c.provider_coupon_id,
  }
}

/** Records who redeemed the coupon for which subscription (one redemption per user and coupon). */
export async function recordRedemption(tx: Tx, couponId: number, userId: string, subscriptionId: number): Promise<void> {
  await tx`
    insert into public.coupon_redemptions (coupon_id, user_id, subscription_id)
    values (${couponId}, ${userId}, ${subscriptionId})`
}

async function rejection(tx: Tx, code: string, plan: PlanType, userId: string): Promise<string> {
  const [row] = await tx<CouponRow[]>`
    select c.code, c.type, c.value, c.duration_months, c.max_uses, c.current_uses, c.is_active, c.subscription_types,
           now() < c.valid_from as not_yet, now() >= c.valid_until as expired,
           exists (select 1 from public.coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId}) as used_by_user
      from public.coupons c where c.code = upper(btrim(${code}))`
  const verdict = judgeCoupon(row, plan)
  return verdict.valid ? 'This coupon code is not valid' : verdict.message
}
