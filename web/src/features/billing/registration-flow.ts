import type { AppliedCoupon, CouponValidation } from '@marketplace/domain/contract/billing.ts'

/** The registration page's steps, in order (spec section 4, "Registration flow"). */
export type RegistrationStep = 'plan' | 'payment' | 'processing' | 'complete'

export const COUPON_REQUIRED = 'Please enter a coupon code'
export const COUPON_NOT_VALIDATED = 'Please validate your coupon code first'

/** The coupon part of the plan step. */
export type CouponEntry = { open: boolean; code: string; applied: AppliedCoupon | null }

export const emptyCouponEntry: CouponEntry = { open: false, code: '', applied: null }

/**
 * Where 'Continue to Payment' leads: nowhere while the coupon box is ticked without an applied
 * coupon; straight to processing with a free-trial coupon (no card needed); else to the card.
 */
export function continueFromPlan(coupon: CouponEntry): { next: 'payment' | 'processing' } | { error: string } {
  if (coupon.open && !coupon.applied) return { error: COUPON_NOT_VALIDATED }
  return { next: coupon.applied?.isFree ? 'processing' : 'payment' }
}

export type FeedbackToast = { title: string; description: string; variant: 'success' | 'destructive' }

/** 'Coupon Applied!' or 'Invalid Coupon', with the server's words (spec section 8). */
export function couponToast(result: CouponValidation): FeedbackToast {
  if (result.valid) return { title: 'Coupon Applied!', description: result.message, variant: 'success' }
  return {
    title: 'Invalid Coupon',
    description: result.message || 'This coupon code is not valid',
    variant: 'destructive',
  }
}

export const COUPON_REQUEST_FAILED: FeedbackToast = {
  title: 'Error',
  description: 'Failed to validate coupon code',
  variant: 'destructive',
}
