import { z } from 'zod'
import { tabParam } from '@/lib/tab-param'

/** The page's heading, also its document title. */
export const appointmentsHeading = {
  title: 'My appointments',
  lead: 'Your bookings with stylists: change or cancel them, add them to your calendar, book again.',
}

export const appointmentsTabs = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const

/** ?tab=upcoming|past&page=N: a link (or the back button) opens the same tab and page. */
export const appointmentsSearchSchema = z.object({
  tab: tabParam(appointmentsTabs),
  page: z.coerce.number().int().min(1).max(10000).optional().catch(undefined),
})
