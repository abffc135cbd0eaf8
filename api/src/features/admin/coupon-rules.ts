import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import type { Issue } from '../../lib/http-error.ts'

/** A fixed discount is at most $100,000 (cents). */
export const MAX_FIXED_CENTS = 10_000_000

/** What the rules look at: a coupon as it would be after the create or update. */
export type CouponTerms = Pick<AdminCoupon, 'type' | 'value' | 'durationMonths' | 'maxUses' | 'currentUses' | 'validFrom' | 'validUntil'>

/**
 * The discount code rules the shapes alone cannot say, each naming its field (the database's
 * constraints hold the same rules as a second lock): a value that fits the type, free months for
 * free codes only, a validity window that ends after it starts, and no limit below the uses so far.
 */
export function couponIssues(c: CouponTerms): Issue[] {
  const issues: Issue[] = []
  const at = (field: string, message: string) => issues.push({ path: [field], message })
  if (c.type === 'percentage' && (c.value < 1 || c.value > 100)) at('value', 'Percent off must be between 1 and 100')
  if (c.type === 'fixed' && (c.value < 1 || c.value > MAX_FIXED_CENTS))
    at('value', 'Amount off must be between 1 and 10,000,000 cents ($100,000)')
  if (c.type === 'free' && c.value !== 0) at('value', 'A free code has no value: send 0')
  if (c.type === 'free' && c.durationMonths === null) at('durationMonths', 'Free months are required for a free code')
  if (c.type !== 'free' && c.durationMonths !== null) at('durationMonths', 'Only free codes have free months: send null')
  if (Date.parse(c.validUntil) <= Date.parse(c.validFrom)) at('validUntil', 'Valid until must be after valid from')
  if (c.maxUses !== null && c.maxUses < c.currentUses)
    at('maxUses', `Max uses cannot be below the uses so far (${c.currentUses})`)
  return issues
}
