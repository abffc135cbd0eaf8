import { describe, expect, it } from 'vitest'
import { deleteKeepsHistory, describeCouponUsage, formatCouponUsage, formatCouponValue } from './coupon-display'

describe('formatCouponValue', () => {
  it('shows a percentage with %', () => {
    expect(formatCouponValue({ type: 'percentage', value: 25, durationMonths: null })).toBe('25%')
  })

  it('shows a fixed value (cents) as dollars with 2 decimals', () => {
    expect(formatCouponValue({ type: 'fixed', value: 1250, durationMonths: null })).toBe('$12.50')
    expect(formatCouponValue({ type: 'fixed', value: 500, durationMonths: null })).toBe('$5.00')
    expect(formatCouponValue({ type: 'fixed', value: 7, durationMonths: null })).toBe('$0.07')
  })

  it('shows a free code as its months', () => {
    expect(formatCouponValue({ type: 'free', value: 0, durationMonths: 6 })).toBe('6 months free')
    expect(formatCouponValue({ type: 'free', value: 0, durationMonths: 1 })).toBe('1 month free')
  })
})

describe('usage', () => {
  it('shows current/max, or ∞ without a limit', () => {
    expect(formatCouponUsage({ currentUses: 3, maxUses: 100 })).toBe('3 / 100')
    expect(formatCouponUsage({ currentUses: 0, maxUses: null })).toBe('0 / ∞')
  })

  it('says it in words for screen readers', () => {
    expect(describeCouponUsage({ currentUses: 3, maxUses: 100 })).toBe('3 of 100 uses')
    expect(describeCouponUsage({ currentUses: 1, maxUses: null })).toBe('1 use, unlimited')
  })

  it('keeps a used code (deactivated) instead of deleting it', () => {
    expect(deleteKeepsHistory({ currentUses: 0 })).toBe(false)
    expect(deleteKeepsHistory({ currentUses: 2 })).toBe(true)
  })
})
