import { z } from 'zod'

/** GET /api/admin/stats (spec section 3, "Admin stats"). Revenue in dollars, from paid invoices. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  totalStylists: z.number(),
  activeSubscriptions: z.number(),
  /** Users who signed up in the last 30 days. */
  recentSignups: z.number(),
  totalRevenue: z.number(),
  popularSearchTerms: z.array(z.object({ term: z.string(), count: z.number() })),
  topViewedStylists: z.array(z.object({ stylistName: z.string(), views: z.number() })),
})
export type AdminStats = z.infer<typeof adminStatsSchema>

/** Spec: recent sign-ups are counted over this many days. */
export const RECENT_SIGNUP_DAYS = 30
