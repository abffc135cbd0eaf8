import { addDays, addMonths, type Rng } from './random.ts'
import type { CouponBook, DemoCoupon } from './coupons.ts'

// A stylist's billing history, built backwards from `now`: the subscription as it stands today
// and one invoice per period it paid for. Search lists a stylist while an 'active' or 'trialing'
// subscription's period has not ended, so the status mix below decides who is visible.

export type Plan = 'monthly' | 'annual'
export type BillingKind = 'active' | 'trialing' | 'canceled' | 'expired' | 'incomplete'

const periodDays: Record<Plan, number> = { monthly: 30, annual: 365 }
export const planPrice: Record<Plan, number> = { monthly: 500, annual: 4000 }

export interface InvoiceDraft {
  status: 'paid' | 'open'
  subtotal: number
  discount: number
  periodStart: Date
  periodEnd: Date
  paidAt: Date | null
  providerInvoiceId: string
}

export interface BillingDraft {
  kind: BillingKind
  plan: Plan
  status: string
  price: number
  periodStart: Date
  periodEnd: Date
  cancelAtPeriodEnd: boolean
  canceledAt: Date | null
  endedAt: Date | null
  trialEnd: Date | null
  coupon: DemoCoupon | null
  providerSubscriptionId: string
  providerCustomerId: string
  createdAt: Date
  updatedAt: Date
  invoices: InvoiceDraft[]
  /** When the stylist signed up: shortly before the subscription started. */
  joined: Date
}

function discountOf(coupon: DemoCoupon | null, price: number): number {
  if (!coupon) return 0
  if (coupon.type === 'percentage') return Math.round((price * coupon.value) / 100)
  return Math.min(price, coupon.type === 'fixed' ? coupon.value : price)
}

export function billingFor(rng: Rng, n: number, now: Date, coupons: CouponBook): BillingDraft {
  const kind = rng.weighted<BillingKind>({ active: 78, trialing: 6, canceled: 6, expired: 5, incomplete: 5 })
  const plan: Plan = rng.chance(0.65) ? 'monthly' : 'annual'
  const len = periodDays[plan]
  const price = planPrice[plan]
  const id = String(n).padStart(5, '0')
  let periods = 1
  let end: Date
  if (kind === 'active') {
    periods = plan === 'monthly' ? 1 + Math.floor(18 * rng.next() ** 1.6) : Number(rng.weighted({ 1: 70, 2: 22, 3: 8 }))
    end = addDays(now, rng.float(1.2, len - 0.5))
  } else if (kind === 'canceled') {
    periods = plan === 'monthly' ? rng.int(1, 12) : 1
    end = addDays(now, -rng.float(1, 400))
  } else if (kind === 'expired') {
    periods = plan === 'monthly' ? rng.int(1, 10) : rng.int(1, 2)
    end = addDays(now, -rng.float(1, 60))
  } else if (kind === 'incomplete') {
    end = addDays(now, len - rng.float(0.1, 20))
  } else {
    // A six-month free trial that started up to 170 days ago still has 10+ days to run.
    const start = addDays(now, -rng.float(0.5, 170))
    end = addMonths(start, 6)
  }
  const start = kind === 'trialing' ? addMonths(end, -6) : addDays(end, -len)
  const firstStart = addDays(start, -len * (periods - 1))
  const coupon =
    kind === 'trialing' ? coupons.trial() : kind === 'incomplete' ? null : coupons.choose(rng, plan, firstStart)

  const invoices: InvoiceDraft[] = []
  const paidPeriods = kind === 'active' || kind === 'canceled' || kind === 'expired' ? periods : 0
  for (let i = 0; i < paidPeriods; i++) {
    const periodStart = addDays(firstStart, len * i)
    invoices.push({
      status: 'paid',
      subtotal: price,
      discount: i === 0 ? discountOf(coupon, price) : 0,
      periodStart,
      periodEnd: addDays(periodStart, len),
      paidAt: addDays(periodStart, 0.002),
      providerInvoiceId: `in_demo_${id}_${i + 1}`,
    })
  }
  const status =
    kind === 'expired' ? (rng.chance(0.5) ? 'active' : 'past_due') : kind === 'canceled' ? 'canceled' : kind
  // Renewal failed (past_due) or never paid (incomplete): the provider left an open invoice.
  if (status === 'past_due' || kind === 'incomplete') {
    const periodStart = kind === 'incomplete' ? start : end
    invoices.push({
      status: 'open',
      subtotal: price,
      discount: 0,
      periodStart,
      periodEnd: addDays(periodStart, len),
      paidAt: null,
      providerInvoiceId: `in_demo_${id}_${invoices.length + 1}`,
    })
  }

  const cancelAtPeriodEnd = kind === 'canceled' || (kind === 'active' && rng.chance(0.08))
  // Cancelled during the last period; for 'active' ones that is before now.
  const canceledAt = cancelAtPeriodEnd
    ? addDays(
        start,
        rng.float(0.1, 0.9) * Math.min(len, (Math.min(end.getTime(), now.getTime()) - start.getTime()) / 86_400_000),
      )
    : null
  const endedAt = kind === 'canceled' ? end : null
  const lastEvent = [firstStart, canceledAt, endedAt, ...invoices.map((x) => x.periodStart)]
    .filter((d): d is Date => d !== null && d <= now)
    .reduce((a, b) => (a > b ? a : b))
  return {
    kind,
    plan,
    status,
    price,
    periodStart: start,
    periodEnd: end,
    cancelAtPeriodEnd,
    canceledAt,
    endedAt,
    trialEnd: kind === 'trialing' ? end : null,
    coupon,
    providerSubscriptionId: `sub_demo_${id}`,
    providerCustomerId: `cus_demo_${id}`,
    createdAt: firstStart,
    updatedAt: lastEvent,
    invoices,
    joined: addDays(firstStart, -rng.float(0.01, 3)),
  }
}
