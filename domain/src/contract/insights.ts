import { z } from 'zod'
import { usStates } from '../catalogue/states.ts'

// Insights (issue 23): the stylist's Insights tab and the admin's Analytics trends. Both compare
// the last 7, 30 or 90 UTC days (ending today) with the same number of days just before.

export const INSIGHT_PERIODS = [7, 30, 90] as const
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number]

const periodMessage = 'Period must be 7, 30 or 90 days'
const period = z
  .enum(['7', '30', '90'], { error: periodMessage })
  .default('30')
  .transform((v) => Number(v) as InsightPeriod)

/** ?days= for both screens. */
export const insightsQuerySchema = z.object({ days: period })

/** ?days=&state= for the admin's trends: a state narrows them to stylists there (and searches for places there). */
export const adminTrendsQuerySchema = z.object({
  days: period,
  state: z
    .string()
    .toUpperCase()
    .refine((s) => s in usStates, 'State must be a US state code, like NY')
    .optional(),
})

/** What the clicks endpoint accepts: which link on the profile was followed. */
export const CLICK_KINDS = ['phone', 'website', 'instagram'] as const
export type ClickKind = (typeof CLICK_KINDS)[number]
export const clickBodySchema = z.object({
  kind: z.enum(CLICK_KINDS, { error: 'Kind must be phone, website or instagram' }),
})

/** The stylist's measures, by key; each day of the series has one number per measure. */
export const STYLIST_MEASURES = [
  'searchAppearances',
  'profileViews',
  'phoneClicks',
  'websiteClicks',
  'instagramClicks',
  'bookingRequests',
  'confirmedBookings',
  'cancellations',
  'noShows',
] as const
export type StylistMeasure = (typeof STYLIST_MEASURES)[number]

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>)

const stylistCounts = counts(STYLIST_MEASURES)
export const stylistInsightsSchema = z.object({
  days: z.number(),
  /** The first and last day of the period (YYYY-MM-DD, UTC). */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first. */
  series: z.array(stylistCounts.extend({ date: z.string() })),
  current: stylistCounts,
  previous: stylistCounts,
  /** The average of the visible reviews written up to the end of each day (null before the first). */
  rating: z.array(z.object({ date: z.string(), average: z.number().nullable(), reviews: z.number() })),
})
export type StylistInsights = z.infer<typeof stylistInsightsSchema>

export const ADMIN_MEASURES = [
  'signups',
  'newSubscriptions',
  'activeSubscriptions',
  'revenue',
  'bookingsMade',
  'bookingsCancelled',
  'searches',
] as const
export type AdminMeasure = (typeof ADMIN_MEASURES)[number]

const adminCounts = counts(ADMIN_MEASURES)
const ranked = z.array(z.object({ name: z.string(), count: z.number(), previous: z.number() }))
/** How many search terms and places the trends rank. */
export const TOP_RANKED = 8
export const adminTrendsSchema = z.object({
  days: z.number(),
  state: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** Revenue in dollars; active subscriptions at the end of each day; the rest per day. */
  series: z.array(adminCounts.extend({ date: z.string() })),
  /** Period totals; activeSubscriptions is the count on the period's last day. */
  current: adminCounts,
  previous: adminCounts,
  topTerms: ranked,
  topPlaces: ranked,
})
export type AdminTrends = z.infer<typeof adminTrendsSchema>
