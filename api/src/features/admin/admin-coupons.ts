import type { z } from 'zod'
import type { couponCreateSchema, couponUpdateSchema, StoredAdminCoupon } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'
import {
  codeExists,
  couponUsed,
  deactivateCoupon,
  deleteCoupon,
  insertCoupon,
  lockCoupon,
  updateCoupon,
} from './admin-coupons.sql.ts'
import { couponIssues, type CouponDraft } from '../coupons/coupon-rules.ts'

export const DUPLICATE_CODE = 'A discount code with this code already exists'

/** 409 for a code that is taken (found first, or lost a race to the unique key). */
export const duplicateCode = () => new HttpError(409, DUPLICATE_CODE, [{ path: ['code'], message: DUPLICATE_CODE }])

/** Whether an error is the unique key on coupons.code refusing a second row with the code. */
export const isDuplicateCode = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string; constraint_name?: string }).code === '23505' &&
  (error as { constraint_name?: string }).constraint_name === 'coupons_code_key'

function checkRules(coupon: CouponDraft): void {
  const issues = couponIssues(coupon)
  if (issues.length > 0) throw badRequest(issues[0].message, issues)
}

/** POST /api/admin/coupons: the rules, then the code's uniqueness, then the row and its audit entry. */
export async function createCoupon(
  tx: Tx,
  actor: Actor,
  input: z.output<typeof couponCreateSchema>,
): Promise<StoredAdminCoupon> {
  checkRules({ ...input, currentUses: 0 })
  if (await codeExists(tx, input.code)) throw duplicateCode()
  const coupon = await insertCoupon(tx, input)
  await recordAudit(tx, actor, {
    action: 'coupon.create',
    targetType: 'coupon',
    targetId: coupon.id,
    notes: coupon.code,
  })
  return coupon
}

/**
 * PATCH /api/admin/coupons/:id: any fields but the code, checked against the rules as the code
 * would be after the change (switching to free needs value 0 and free months, and so on).
 */
export async function changeCoupon(
  tx: Tx,
  actor: Actor,
  id: number,
  patch: z.output<typeof couponUpdateSchema>,
): Promise<StoredAdminCoupon> {
  const changes = Object.entries(patch).filter(([, v]) => v !== undefined)
  if (changes.length === 0) throw badRequest('Send at least one field to change')
  const current = await lockCoupon(tx, id)
  if (!current) throw notFound('Discount code not found')
  const merged: StoredAdminCoupon = { ...current, ...patch }
  checkRules(merged)
  const termsChanged = merged.type !== current.type || merged.value !== current.value
  const coupon = await updateCoupon(tx, id, merged, termsChanged)
  const notes = `${coupon.code}: ${changes.map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}`
  await recordAudit(tx, actor, { action: 'coupon.update', targetType: 'coupon', targetId: id, notes })
  return coupon
}

/** DELETE /api/admin/coupons/:id: a used code is deactivated instead, keeping its redemptions. */
export async function removeCoupon(tx: Tx, actor: Actor, id: number): Promise<'deleted' | 'deactivated'> {
  const coupon = await lockCoupon(tx, id)
  if (!coupon) throw notFound('Discount code not found')
  const outcome = (await couponUsed(tx, coupon)) ? 'deactivated' : 'deleted'
  if (outcome === 'deactivated') await deactivateCoupon(tx, id)
  else await deleteCoupon(tx, id)
  const notes =
    outcome === 'deactivated'
      ? `${coupon.code} (used ${coupon.currentUses} times: deactivated, not deleted)`
      : coupon.code
  await recordAudit(tx, actor, {
    action: outcome === 'deleted' ? 'coupon.delete' : 'coupon.deactivate',
    targetType: 'coupon',
    targetId: id,
    notes,
  })
  return outcome
}
