import { describe, expect, it } from 'vitest'
import { couponDiscount, couponRefusal, type StoredCoupon } from './coupon-rules.ts'

const at = new Date('2026-06-01T12:00:00Z')
const stored = (over: Partial<StoredCoupon> = {}): StoredCoupon => ({
  id: 1,
  code: 'SPRING',
  type: 'percentage',
  value: 20,
  durationMonths: null,
  maxUses: null,
  currentUses: 0,
  isActive: true,
  subscriptionTypes: null,
  validFrom: new Date('2026-05-01T00:00:00Z'),
  validUntil: new Date('2026-07-01T00:00:00Z'),
  usedByUser: false,
  ...over,
})

describe('couponRefusal', () => {
  it('holds the validity window to [from, until): usable from its first instant, not at its last', () => {
    expect(couponRefusal(stored({ validFrom: at }), 'monthly', at)).toBeNull()
    expect(couponRefusal(stored({ validFrom: new Date(at.getTime() + 1) }), 'monthly', at)).toBe(
      'This coupon is not valid yet',
    )
    expect(couponRefusal(stored({ validUntil: at }), 'monthly', at)).toBe('This coupon has expired')
    expect(couponRefusal(stored({ validUntil: new Date(at.getTime() + 1) }), 'monthly', at)).toBeNull()
  })

  it('gives the first reason in the order the registration page shows them', () => {
    expect(couponRefusal(undefined, 'monthly', at)).toBe('This coupon code is not valid')
    expect(couponRefusal(stored({ isActive: false, validUntil: at }), 'monthly', at)).toBe(
      'This coupon code is not valid',
    )
    expect(couponRefusal(stored({ validUntil: at, maxUses: 1, currentUses: 1 }), 'monthly', at)).toBe(
      'This coupon has expired',
    )
    expect(couponRefusal(stored({ maxUses: 1, currentUses: 1, subscriptionTypes: ['annual'] }), 'monthly', at)).toBe(
      'This coupon has reached its usage limit',
    )
    expect(couponRefusal(stored({ subscriptionTypes: ['annual'], usedByUser: true }), 'monthly', at)).toBe(
      'This coupon is not valid for the monthly plan',
    )
    expect(couponRefusal(stored({ usedByUser: true }), 'annual', at)).toBe('You have already used this coupon')
    expect(
      couponRefusal(stored({ maxUses: 2, currentUses: 1, subscriptionTypes: ['annual'] }), 'annual', at),
    ).toBeNull()
  })
})

describe('couponDiscount', () => {
  it('takes a percentage rounded to the cent, a fixed amount up to the price, nothing for free months', () => {
    expect(couponDiscount({ type: 'percentage', value: 33 }, 500)).toBe(165)
    expect(couponDiscount({ type: 'percentage', value: 15 }, 4000)).toBe(600)
    expect(couponDiscount({ type: 'percentage', value: 5 }, 10)).toBe(1)
    expect(couponDiscount({ type: 'fixed', value: 150 }, 500)).toBe(150)
    expect(couponDiscount({ type: 'fixed', value: 9000 }, 4000)).toBe(4000)
    expect(couponDiscount({ type: 'free', value: 0 }, 500)).toBe(0)
    expect(couponDiscount(null, 500)).toBe(0)
  })
})
