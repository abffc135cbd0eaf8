import { z } from 'zod'
import { tabParam } from '@/lib/tab-param'

/** The dashboard's heading, also shown while it loads. */
export const dashboardHeading = { title: 'Stylist Dashboard', lead: 'Manage your listing and your subscription.' }

/** The dashboard's tabs, in the spec's order; the first is the default. */
export const dashboardTabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'services', label: 'Services' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'specialties', label: 'Specialties' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'messages', label: 'Messages' },
  { value: 'booking-settings', label: 'Booking settings' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'insights', label: 'Insights' },
  { value: 'subscription', label: 'Subscription' },
] as const

export type DashboardTab = (typeof dashboardTabs)[number]['value']

/** A real YYYY-MM-DD (not 2026-02-30); anything else reads as none (today). */
const localDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d))
  .optional()
  .catch(undefined)

/**
 * ?tab= names the open tab, so a link can open one; anything else is the default. ?connect= is
 * where Stripe Connect's onboarding sends the stylist back (return, or refresh for a new link).
 * ?view= and ?date= are the Appointments tab's view (day, week or list) and the date it shows.
 * ?conversation= is the thread open in the Messages tab (issue 38).
 */
export const dashboardSearchSchema = z.object({
  tab: tabParam(dashboardTabs),
  conversation: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
  connect: z.enum(['return', 'refresh']).optional().catch(undefined),
  view: z.enum(['day', 'week', 'list']).optional().catch(undefined),
  date: localDateParam,
})
