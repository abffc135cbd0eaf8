import { describe, expect, it } from 'vitest'
import type { AppliedCoupon } from '@marketplace/domain/contract/billing.ts'
import { COUPON_REQUEST_FAILED, continueFromPlan, couponToast, emptyCouponEntry } from './registration-flow'

const trial: AppliedCoupon = {
  code: 'FREETRIAL0125',
  type: 'free',
  isFree: true,
  durationMonths: 6,
  percentageOff: null,
  amountOff: null,
}
const percent: AppliedCoupon = {
  code: 'WELCOME20',
  type: 'percentage',
  isFree: false,
  durationMonths: null,
  percentageOff: 20,
  amountOff: null,
}

describe('continueFromPlan', () => {
  it('goes to payment without a coupon', () => {
    expect(continueFromPlan(emptyCouponEntry)).toEqual({ next: 'payment' })
  })

  it('is blocked while the coupon box is ticked and nothing is applied', () => {
    expect(continueFromPlan({ open: true, code: 'WELCOME20', applied: null })).toEqual({
      error: 'Please validate your coupon code first',
    })
    expect(continueFromPlan({ open: true, code: '', applied: null })).toEqual({
      error: 'Please validate your coupon code first',
    })
  })

  it('skips the card with a free trial and keeps it with a discount', () => {
    expect(continueFromPlan({ open: true, code: 'FREETRIAL0125', applied: trial })).toEqual({ next: 'processing' })
    expect(continueFromPlan({ open: true, code: 'WELCOME20', applied: percent })).toEqual({ next: 'payment' })
  })
})

describe('couponToast', () => {
  it("shows the server's message for a valid and an invalid code", () => {
    expect(couponToast({ valid: true, coupon: trial, message: '6-month free trial applied successfully' })).toEqual({
      title: 'Coupon Applied!',
      description: '6-month free trial applied successfully',
      variant: 'success',
    })
    expect(couponToast({ valid: false, coupon: null, message: 'This coupon has expired' })).toEqual({
      title: 'Invalid Coupon',
      description: 'This coupon has expired',
      variant: 'destructive',
    })
  })

  it('falls back to the generic words when the server gives none', () => {
    expect(couponToast({ valid: false, coupon: null, message: '' }).description).toBe('This coupon code is not valid')
    expect(COUPON_REQUEST_FAILED).toEqual({
      title: 'Error',
      description: 'Failed to validate coupon code',
      variant: 'destructive',
    })
  })
})
