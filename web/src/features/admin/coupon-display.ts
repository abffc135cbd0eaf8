import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'

type CouponValue = Pick<AdminCoupon, 'type' | 'value' | 'durationMonths'>
type CouponUsage = Pick<AdminCoupon, 'currentUses' | 'maxUses'>

/** The status badge: its words and colour (only a redeemable code is green). */
export const couponStatusBadges: Record<AdminCoupon['status'], { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  inactive: { label: 'Inactive', palette: 'gray' },
  scheduled: { label: 'Scheduled', palette: 'blue' },
  expired: { label: 'Expired', palette: 'orange' },
  used_up: { label: 'Used up', palette: 'orange' },
}

export const couponTypeLabels: Record<AdminCoupon['type'], string> = {
  percentage: 'Percentage',
  fixed: 'Fixed',
  free: 'Free',
}

/** The table's Value: '25%', '$12.50' (fixed values are cents), or '6 months free'. */
export function formatCouponValue(coupon: CouponValue): string {
  if (coupon.type === 'percentage') return `${coupon.value}%`
  if (coupon.type === 'fixed') return `$${(coupon.value / 100).toFixed(2)}`
  const months = coupon.durationMonths ?? 0
  return months === 1 ? '1 month free' : `${months} months free`
}

/** The table's Usage: '3 / 100', or '3 / ∞' when there is no limit. */
export function formatCouponUsage(coupon: CouponUsage): string {
  return `${coupon.currentUses} / ${coupon.maxUses ?? '∞'}`
}

/** Usage in words, for screen readers ('3 of 100 uses', '3 uses, unlimited'). */
export function describeCouponUsage(coupon: CouponUsage): string {
  const uses = `${coupon.currentUses} ${coupon.currentUses === 1 ? 'use' : 'uses'}`
  return coupon.maxUses === null ? `${uses}, unlimited` : `${coupon.currentUses} of ${coupon.maxUses} uses`
}

/** A code that has been redeemed keeps its history: deleting it deactivates it instead. */
export function deleteKeepsHistory(coupon: Pick<AdminCoupon, 'currentUses'>): boolean {
  return coupon.currentUses > 0
}
