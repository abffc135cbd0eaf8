import { z } from 'zod'

/**
 * The dashboard's tabs, in order; the first is the default. The spec's Profile, Services,
 * Portfolio and Specialties tabs join this list as their screens are built.
 */
export const dashboardTabs = [{ value: 'subscription', label: 'Subscription' }] as const

export type DashboardTab = (typeof dashboardTabs)[number]['value']

const tabValues = dashboardTabs.map((tab) => tab.value) as [DashboardTab, ...DashboardTab[]]

/** ?tab= names the open tab, so a link can open one; anything else is the default. */
export const dashboardSearchSchema = z.object({
  tab: z.enum(tabValues).optional().catch(undefined),
})
