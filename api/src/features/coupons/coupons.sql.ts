import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'
import type { StoredCoupon } from './coupon-rules.ts'

/** A coupons row (or a coupon_for_code() row) as the use rules need it, with this user's redemption. */
type CouponRow = Narrow<
  Cols<
    Row<'coupons'>,
    | 'id'
    | 'code'
    | 'type'
    | 'value'
    | 'duration_months'
    | 'max_uses'
    | 'current_uses'
    | 'is_active'
    | 'subscription_types'
    | 'valid_from'
    | 'valid_until',
    'valid_from' | 'valid_until'
  >,
  { type: StoredCoupon['type'] }
> & { used_by_user: boolean }

/** The columns the rules read, from a coupon aliased `c`; whether `userId` redeemed it already. */
const ruleColumns = (tx: Tx, userId: string) => tx`
  c.id, c.code, c.type, c.value, c.duration_months, c.max_uses, c.current_uses, c.is_active, c.subscription_types,
  c.valid_from, c.valid_until,
  exists (select 1 from public.coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId}) as used_by_user`

function toStored(r: CouponRow | undefined): StoredCoupon | undefined {
  if (!r) return undefined
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    value: r.value,
    durationMonths: r.duration_months,
    maxUses: r.max_uses,
    currentUses: r.current_uses,
    isActive: r.is_active,
    subscriptionTypes: r.subscription_types,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    usedByUser: r.used_by_user,
  }
}

/**
 * The coupon with this code (trimmed, any case), looked up as the signed-in user: coupon_for_code()
 * answers for one exact code, and RLS shows the user their own redemptions only.
 */
export async function lookUpCoupon(tx: Tx, code: string, userId: string): Promise<StoredCoupon | undefined> {
  const [row] = await tx<CouponRow[]>`select ${ruleColumns(tx, userId)} from public.coupon_for_code(${code}) c`
  return toStored(row)
}

/**
 * The coupon with this code, locked until the transaction ends (privileged role): a redemption
 * waiting for the lock then reads the uses as the one before it left them, so with max_uses 5
 * exactly 5 of any number of concurrent redemptions go through.
 */
export async function lockCouponByCode(tx: Tx, code: string, userId: string): Promise<StoredCoupon | undefined> {
  const [row] = await tx<CouponRow[]>`
    select ${ruleColumns(tx, userId)} from public.coupons c where c.code = upper(btrim(${code})) for update of c`
  return toStored(row)
}

/** One more use of a coupon the caller has locked and judged usable. */
export async function countCouponUse(
  tx: Tx,
  couponId: number,
): Promise<Pick<Row<'coupons'>, 'name' | 'provider_coupon_id'>> {
  const [row] = await tx<Pick<Row<'coupons'>, 'name' | 'provider_coupon_id'>[]>`
    update public.coupons set current_uses = current_uses + 1 where id = ${couponId} returning name, provider_coupon_id`
  return row
}
