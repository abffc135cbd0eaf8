import { z } from 'zod'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'
import { appointmentSchema } from './booking.ts'

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

// ---- The stylist's schedule (issue 39, point 5): the Appointments tab's day and week grids ----

/** The widest range one schedule call may ask for (a week view and its neighbours). */
export const MAX_SCHEDULE_DAYS = 14

const DATE_MESSAGE = 'Use a date such as 2026-03-08'
/** A YYYY-MM-DD naming a real day (not 2026-02-30) of a year booking can mean (2000-2999). */
const scheduleDate = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((date) => {
    const ms = Date.parse(`${date}T00:00:00Z`)
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date && date >= '2000' && date < '3000'
  }, DATE_MESSAGE)

/** GET /api/dashboard/schedule?from=&to=: local dates in the stylist's zone, inclusive, at most 14 days. */
export const scheduleQuerySchema = z.object({ from: scheduleDate, to: scheduleDate }).superRefine((q, ctx) => {
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1
  if (Number.isNaN(days)) return
  if (days < 1)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' })
  else if (days > MAX_SCHEDULE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${MAX_SCHEDULE_DAYS} days at a time` })
})
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>

/** [startsAt, endsAt) as ISO instants. */
const intervalSchema = z.object({ startsAt: z.string(), endsAt: z.string() })

export const scheduleSchema = z.object({
  /** The stylist's IANA zone: every local date and clock time of the grid is in it. */
  timeZone: z.string(),
  /** Each date asked for, with its working hours as instants (none on a day off). */
  days: z.array(z.object({ date: z.string(), open: z.array(intervalSchema) })),
  /** Appointments overlapping the range (every status; the grid leaves out what it does not draw). */
  appointments: z.array(appointmentSchema),
  /** Time off overlapping the range: whole days (local midnight to midnight) or part of one day. */
  timeOff: z.array(intervalSchema.extend({ id: z.number(), allDay: z.boolean(), note: z.string() })),
  /** Busy time of the stylist's outside calendars, with the calendar's name (never an event's title). */
  busy: z.array(intervalSchema.extend({ calendar: z.string() })),
})
export type Schedule = z.infer<typeof scheduleSchema>
