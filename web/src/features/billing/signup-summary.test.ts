import { describe, expect, it } from 'vitest'
import type { AppliedCoupon } from '@marketplace/domain/contract/billing.ts'
import { addMonths, couponBenefitText, signupSummary } from './signup-summary'

const now = new Date('2026-11-22T10:00:00Z')
const coupon = (c: Partial<AppliedCoupon>): AppliedCoupon => ({
  code: 'CODE',
  type: 'percentage',
  isFree: false,
  durationMonths: null,
  percentageOff: null,
  amountOff: null,
  ...c,
})

describe('signupSummary', () => {
  it('charges the full price today and renews 30 days later on the monthly plan', () => {
    const s = signupSummary('monthly', null, now)
    expect(s).toMatchObject({
      discountCents: 0,
      dueTodayCents: 500,
      nextChargeCents: 500,
      trialEndsAt: null,
      cardRequired: true,
    })
    expect(s.nextChargeAt.toISOString()).toBe('2026-12-22T10:00:00.000Z')
  })

  it('renews the annual plan a year later', () => {
    const s = signupSummary('annual', null, now)
    expect(s.dueTodayCents).toBe(4000)
    expect(s.nextChargeAt.toISOString()).toBe('2027-11-22T10:00:00.000Z')
  })

  it('takes a percentage off the first payment, rounded to the cent', () => {
    expect(signupSummary('annual', coupon({ percentageOff: 25 }), now)).toMatchObject({
      discountCents: 1000,
      dueTodayCents: 3000,
      nextChargeCents: 4000,
    })
    expect(signupSummary('monthly', coupon({ percentageOff: 33 }), now)).toMatchObject({
      discountCents: 165,
      dueTodayCents: 335,
    })
  })

  it('takes a fixed amount off, never below zero', () => {
    expect(signupSummary('annual', coupon({ type: 'fixed', amountOff: 1000 }), now)).toMatchObject({
      discountCents: 1000,
      dueTodayCents: 3000,
    })
    expect(signupSummary('monthly', coupon({ type: 'fixed', amountOff: 1000 }), now)).toMatchObject({
      discountCents: 500,
      dueTodayCents: 0,
    })
  })

  it('makes a free trial cost nothing today, needs no card and bills the plan when it ends', () => {
    const s = signupSummary('annual', coupon({ type: 'free', isFree: true, durationMonths: 6 }), now)
    expect(s).toMatchObject({ discountCents: 0, dueTodayCents: 0, nextChargeCents: 4000, cardRequired: false })
    expect(s.trialEndsAt?.toISOString()).toBe('2027-05-22T10:00:00.000Z')
    expect(s.nextChargeAt).toEqual(s.trialEndsAt)
  })
})

describe('addMonths', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T00:00:00Z'), 1).toISOString()).toBe('2026-02-15T00:00:00.000Z')
    expect(addMonths(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    expect(addMonths(new Date('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z')
  })
})

describe('couponBenefitText', () => {
  it('describes each kind of coupon', () => {
    expect(couponBenefitText(coupon({ type: 'free', isFree: true, durationMonths: 6 }))).toBe('6 months free')
    expect(couponBenefitText(coupon({ percentageOff: 20 }))).toBe('20% off your first payment')
    expect(couponBenefitText(coupon({ type: 'fixed', amountOff: 1000 }))).toBe('$10.00 off your first payment')
  })
})
