import type { AdminCoupon, StoredAdminCoupon } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'

type CouponRow = Narrow<
  Cols<
    Row<'coupons'>,
    | 'id'
    | 'code'
    | 'name'
    | 'type'
    | 'value'
    | 'duration_months'
    | 'description'
    | 'max_uses'
    | 'current_uses'
    | 'valid_from'
    | 'valid_until'
    | 'subscription_types'
    | 'is_active'
    | 'created_at',
    'valid_from' | 'valid_until' | 'created_at'
  >,
  { type: AdminCoupon['type']; subscription_types: AdminCoupon['subscriptionTypes'] }
>

const columns = (tx: Tx) => tx`
  id, code, name, type, value, duration_months, description, max_uses, current_uses, valid_from, valid_until,
  subscription_types, is_active, created_at`

function toCoupon(r: CouponRow): StoredAdminCoupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    value: r.value,
    durationMonths: r.duration_months,
    description: r.description,
    maxUses: r.max_uses,
    currentUses: r.current_uses,
    validFrom: r.valid_from.toISOString(),
    validUntil: r.valid_until.toISOString(),
    subscriptionTypes: r.subscription_types,
    isActive: r.is_active,
    createdAt: r.created_at.toISOString(),
  }
}

/** Every discount code, newest first. */
export async function listCoupons(tx: Tx): Promise<StoredAdminCoupon[]> {
  const rows = await tx<CouponRow[]>`select ${columns(tx)} from public.coupons order by created_at desc, id desc`
  return rows.map(toCoupon)
}

/** One code, locked for the change the caller is about to make; null when there is none. */
export async function lockCoupon(tx: Tx, id: number): Promise<StoredAdminCoupon | null> {
  const [row] = await tx<CouponRow[]>`select ${columns(tx)} from public.coupons where id = ${id} for update`
  return row ? toCoupon(row) : null
}

export async function codeExists(tx: Tx, code: string): Promise<boolean> {
  return (await tx`select 1 from public.coupons where code = ${code}`).length > 0
}

/** The fields an admin writes (everything but the id, the use count and the creation time). */
export type CouponFields = Omit<StoredAdminCoupon, 'id' | 'currentUses' | 'createdAt'>

export async function insertCoupon(tx: Tx, c: CouponFields): Promise<StoredAdminCoupon> {
  const [row] = await tx<CouponRow[]>`
    insert into public.coupons (code, name, type, value, duration_months, description, max_uses, valid_from, valid_until,
                                subscription_types, is_active)
    values (${c.code}, ${c.name}, ${c.type}, ${c.value}, ${c.durationMonths}, ${c.description}, ${c.maxUses},
            ${c.validFrom}, ${c.validUntil}, ${c.subscriptionTypes}::text[], ${c.isActive})
    returning ${columns(tx)}`
  return toCoupon(row)
}

/**
 * Writes the merged code (the code itself never changes). New terms (type or value) forget the
 * provider's coupon, so Stripe gets a new one at the next use instead of the old discount.
 */
export async function updateCoupon(
  tx: Tx,
  id: number,
  c: CouponFields,
  termsChanged: boolean,
): Promise<StoredAdminCoupon> {
  const [row] = await tx<CouponRow[]>`
    update public.coupons
       set name = ${c.name}, type = ${c.type}, value = ${c.value}, duration_months = ${c.durationMonths},
           description = ${c.description}, max_uses = ${c.maxUses}, valid_from = ${c.validFrom},
           valid_until = ${c.validUntil}, subscription_types = ${c.subscriptionTypes}::text[], is_active = ${c.isActive},
           provider_coupon_id = case when ${termsChanged}::boolean then null else provider_coupon_id end
     where id = ${id}
     returning ${columns(tx)}`
  return toCoupon(row)
}

/** Whether anyone has redeemed the code (its history must then stay). */
export async function couponUsed(tx: Tx, coupon: StoredAdminCoupon): Promise<boolean> {
  if (coupon.currentUses > 0) return true
  return (await tx`select 1 from public.coupon_redemptions where coupon_id = ${coupon.id} limit 1`).length > 0
}

export async function deactivateCoupon(tx: Tx, id: number): Promise<void> {
  await tx`update public.coupons set is_active = false where id = ${id}`
}

export async function deleteCoupon(tx: Tx, id: number): Promise<void> {
  await tx`delete from public.coupons where id = ${id}`
}
