import { z } from 'zod'
import { tabParam } from '@/lib/tab-param'

/** The console's heading. */
export const adminHeading = {
  title: 'Admin Dashboard',
  lead: 'Verify stylists, manage discount codes and users, and follow the marketplace.',
}

/**
 * The admin console's tabs: the spec's six, then booking payments and open disputes (issue 37), the support inbox, the reported reviews (issue
 * 20: a work queue like the inbox), the reported messages beside them (issue 38) and the audit log. Those two
 * are tabs of their own rather than sections of Analytics: the inbox is a work queue with actions
 * and the log is an accountability record, and each deserves an address an admin can link to.
 */
export const adminTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'verifications', label: 'Verifications' },
  { value: 'coupons', label: 'Discount Codes' },
  { value: 'users', label: 'Users' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'insights', label: 'Insights' },
  { value: 'payments', label: 'Payments' },
  { value: 'support', label: 'Support' },
  { value: 'reviews', label: 'Reported Reviews' },
  { value: 'messages', label: 'Reported Messages' },
  { value: 'audit', label: 'Audit Log' },
] as const

export type AdminTab = (typeof adminTabs)[number]['value']

/**
 * /admin?tab=&q=&page=: the open tab and the Users tab's search, so each view has an address.
 * Anything unreadable falls back to the default instead of failing the page.
 */
export const adminSearchSchema = z.object({
  tab: tabParam(adminTabs),
  q: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})
export type AdminSearch = z.infer<typeof adminSearchSchema>
