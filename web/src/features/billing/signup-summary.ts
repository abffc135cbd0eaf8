import type { AppliedCoupon, PlanType } from '@marketplace/domain/contract/billing.ts'
import { formatUsd } from './billing-format'
import { PLANS, type PlanInfo } from './plans'

/** What the payment step tells the stylist before they save a card (money in cents). */
export type SignupSummary = {
  plan: PlanInfo
  /** Off the first payment; a free trial has no discount, it moves the first payment instead. */
  discountCents: number
  dueTodayCents: number
  /** When the free trial ends, or null without one. */
  trialEndsAt: Date | null
  /** When the card is next charged: the first renewal, or the end of the trial. */
  nextChargeAt: Date
  /** What is charged then: the plan's full price. */
  nextChargeCents: number
  /** A free trial starts without a card; every other signup needs one. */
  cardRequired: boolean
}

const DAY_MS = 86_400_000

/**
 * Monthly plans are billed every 30 days and annual ones once a year (spec section 9); coupons
 * take a percentage or a fixed amount off the first payment, never below zero, and a free-trial
 * coupon makes today's payment nothing and starts billing when its months are over.
 */
export function signupSummary(planType: PlanType, coupon: AppliedCoupon | null, now: Date): SignupSummary {
  const plan = PLANS[planType]
  const price = plan.priceCents
  if (coupon?.isFree) {
    const trialEndsAt = addMonths(now, coupon.durationMonths ?? 0)
    return {
      plan,
      discountCents: 0,
      dueTodayCents: 0,
      trialEndsAt,
      nextChargeAt: trialEndsAt,
      nextChargeCents: price,
      cardRequired: false,
    }
  }
  const discountCents = Math.min(price, discountOf(coupon, price))
  return {
    plan,
    discountCents,
    dueTodayCents: price - discountCents,
    trialEndsAt: null,
    nextChargeAt: nextRenewal(planType, now),
    nextChargeCents: price,
    cardRequired: true,
  }
}

function discountOf(coupon: AppliedCoupon | null, price: number): number {
  if (!coupon) return 0
  if (coupon.percentageOff !== null) return Math.round((price * coupon.percentageOff) / 100)
  return coupon.amountOff ?? 0
}

function nextRenewal(plan: PlanType, from: Date): Date {
  return plan === 'monthly' ? new Date(from.getTime() + 30 * DAY_MS) : addMonths(from, 12)
}

/** Calendar months later; the 31st of a shorter month becomes its last day (as Stripe does). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** How the coupon reads in the summary: "20% off your first payment", "6 months free". */
export function couponBenefitText(coupon: AppliedCoupon): string {
  if (coupon.isFree) return `${coupon.durationMonths ?? 0} months free`
  if (coupon.percentageOff !== null) return `${coupon.percentageOff}% off your first payment`
  return `${formatUsd(coupon.amountOff ?? 0)} off your first payment`
}
