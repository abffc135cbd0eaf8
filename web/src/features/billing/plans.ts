import { PLAN_PRICE_CENTS, type PlanType } from '@marketplace/domain/contract/billing.ts'
import { formatUsd } from './billing-format'

/** The two plans as the registration page and the dashboard name them (spec sections 2 and 9). */
export type PlanInfo = {
  type: PlanType
  label: 'Monthly' | 'Annual'
  priceCents: number
  /** "month" or "year". */
  period: string
  /** How often the card is charged, in words. */
  billing: string
}

export const PLANS: Record<PlanType, PlanInfo> = {
  monthly: {
    type: 'monthly',
    label: 'Monthly',
    priceCents: PLAN_PRICE_CENTS.monthly,
    period: 'month',
    billing: 'Billed every 30 days',
  },
  annual: {
    type: 'annual',
    label: 'Annual',
    priceCents: PLAN_PRICE_CENTS.annual,
    period: 'year',
    billing: 'Billed once a year',
  },
}

export const PLAN_TYPES: readonly PlanType[] = ['monthly', 'annual']

/** "$5.00 per month" */
export function planPriceText(plan: PlanType): string {
  const info = PLANS[plan]
  return `${formatUsd(info.priceCents)} per ${info.period}`
}

/** What a year on the annual plan saves over twelve monthly payments: "Save $20". */
export function annualSavingsText(): string {
  const saved = PLAN_PRICE_CENTS.monthly * 12 - PLAN_PRICE_CENTS.annual
  return `Save ${formatUsd(saved, { wholeDollars: true })}`
}
