import { z } from 'zod'

/** The dashboard's tabs, in the spec's order; the first is the default. */
export const dashboardTabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'services', label: 'Services' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'specialties', label: 'Specialties' },
  { value: 'subscription', label: 'Subscription' },
] as const

export type DashboardTab = (typeof dashboardTabs)[number]['value']

const tabValues = dashboardTabs.map((tab) => tab.value) as [DashboardTab, ...DashboardTab[]]

/** ?tab= names the open tab, so a link can open one; anything else is the default. */
export const dashboardSearchSchema = z.object({
  tab: z.enum(tabValues).optional().catch(undefined),
})
