import { z } from 'zod'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'

// Calendars both ways (issue 39): a private feed of one's appointments for Google, Apple or
// Outlook to subscribe to, and a stylist's outside calendars whose busy time blocks their slots.

/** How many outside calendars one stylist may connect. */
export const MAX_CALENDAR_SOURCES = 5

export const calendarMessages = {
  url: 'Paste the secret iCal address of your calendar (it starts with https:// or webcal://)',
  tooMany: `You can connect up to ${MAX_CALENDAR_SOURCES} calendars. Remove one to add another.`,
  duplicate: 'This calendar is already connected',
  notFound: 'Calendar not found',
  feedNotFound: 'Calendar feed not found',
} as const

/** A private feed's address, or null while the user has none (none made yet, or turned off). */
export const calendarFeedSchema = z.object({ url: z.string().nullable() })
export type CalendarFeed = z.infer<typeof calendarFeedSchema>

export const calendarSourceInputSchema = z.object({
  url: z
    .string({ error: calendarMessages.url })
    .trim()
    .min(1, calendarMessages.url)
    .max(2000, calendarMessages.url)
    .refine((v) => {
      if (!/^(https?|webcal):\/\//i.test(v)) return false
      try {
        const u = new URL(v.replace(/^webcal:/i, 'https:'))
        return u.hostname.length > 0 && u.username === '' && u.password === ''
      } catch {
        return false
      }
    }, calendarMessages.url),
  label: z
    .string()
    .trim()
    .max(80, 'Name the calendar in 80 characters or fewer')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .default(''),
})
export type CalendarSourceInput = z.input<typeof calendarSourceInputSchema>

/** An outside calendar as its stylist sees it: the secret address shortened, how its last sync went. */
export const calendarSourceSchema = z.object({
  id: z.number(),
  label: z.string(),
  /** The host and the end of the path, never the whole secret address. */
  address: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Why the last attempt failed, in plain words; null when it worked or none was made yet. */
  error: z.string().nullable(),
  /** Busy intervals it currently adds. */
  busyCount: z.number(),
})
export type CalendarSource = z.infer<typeof calendarSourceSchema>

export const calendarSettingsSchema = z.object({
  feed: calendarFeedSchema,
  sources: z.array(calendarSourceSchema),
  /** Embedded mode only: the app's own sample calendar, to try the feature offline. */
  sampleUrl: z.string().nullable(),
})
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>
