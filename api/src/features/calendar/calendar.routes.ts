import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  calendarMessages,
  calendarSourceInputSchema,
  MAX_CALENDAR_SOURCES,
  scheduleQuerySchema,
  type CalendarSettings,
} from '@marketplace/domain/contract/calendar.ts'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asService, asUser } from '../../db/roles.ts'
import { holdStylistBookings } from '../../db/stylist-lock.ts'
import { requireUser } from '../../lib/auth.ts'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { ownStylist } from '../booking/booking-settings.sql.ts'
import { refreshNextAvailable } from '../booking/next-available.ts'
import { sampleCalendarUrl } from './calendar-fetcher.ts'
import type { FeedKind } from './feed-token.ts'
import { feedCalendar, myFeedUrl, renewFeed, turnOffFeed } from './feeds.ts'
import { stylistSchedule } from './schedule.ts'
import { deleteSource, insertSource, listSources, ownSource, requestSync, sourceUrls } from './sources.sql.ts'

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const feedParam = z.object({ file: z.string().max(60) })
/** The dashboard's forms show the first issue's own message. */
const form = { message: 'first-issue' } as const

type Own = NonNullable<Awaited<ReturnType<typeof ownStylist>>>

function asOwnStylist<T>(c: Context<AppEnv>, work: (tx: Tx, own: Own) => Promise<T>): Promise<T> {
  const user = c.get('user')
  return asUser(c.get('deps').sql, user.claims, async (tx) => {
    const own = await ownStylist(tx, user.id)
    if (!own) throw notFound(dashboardMessages.profileRequired)
    return work(tx, own)
  })
}

/** The stylist feed is for users with a stylist profile (404 'Profile required' otherwise). */
async function requireProfile(c: Context<AppEnv>): Promise<void> {
  await asOwnStylist(c, async () => undefined)
}

const feedRoutes = (path: string, kind: FeedKind) =>
  new Hono<AppEnv>()
    .get(path, requireUser, async (c) => {
      if (kind === 'stylist') await requireProfile(c)
      return c.json({ url: await myFeedUrl(c.get('deps').sql, c.get('user').claims, kind, c.get('deps')) }, 200)
    })
    .post(path, requireUser, async (c) => {
      if (kind === 'stylist') await requireProfile(c)
      return c.json({ url: await renewFeed(c.get('deps').sql, c.get('user').claims, kind, c.get('deps')) }, 200)
    })
    .delete(path, requireUser, async (c) => {
      if (kind === 'stylist') await requireProfile(c)
      await turnOffFeed(c.get('deps').sql, c.get('user').claims, kind)
      return c.body(null, 204)
    })

/**
 * Calendars both ways (issue 39): the private feeds (a subscriber's calendar app fetches them by
 * the secret address; the dashboard and the client's page show, renew or turn them off) and a
 * stylist's outside calendars (added and removed here, fetched by the sync worker).
 */
export const calendarRoutes = new Hono<AppEnv>()
  // The feed itself: the token is the only credential. Malformed, unknown and revoked all answer 404.
  // Cache-Control and the ETag (304 on If-None-Match) come from lib/cache-headers.ts.
  .get('/calendar/feeds/:file', validate('param', feedParam), async (c) => {
    const { sql, clock, env } = c.get('deps')
    const file = c.req.valid('param').file
    const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
    const host = new URL(env.PUBLIC_URL ?? c.req.url).host
    const text = await feedCalendar(sql, token, host, clock.now())
    if (text === null) throw notFound(calendarMessages.feedNotFound)
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', 'inline; filename="appointments.ics"')
    return c.body(text, 200)
  })
  .route('/', feedRoutes('/dashboard/calendar/feed', 'stylist'))
  .route('/', feedRoutes('/me/calendar-feed', 'client'))
  .get('/dashboard/calendar', requireUser, async (c) => {
    const { sql, env } = c.get('deps')
    const sources = await asOwnStylist(c, (tx, own) => listSources(tx, own.id))
    const url = await myFeedUrl(sql, c.get('user').claims, 'stylist', c.get('deps'))
    const settings: CalendarSettings = { feed: { url }, sources, sampleUrl: sampleCalendarUrl(env) }
    return c.json(settings, 200)
  })
  .post('/dashboard/calendar/sources', requireUser, validate('json', calendarSourceInputSchema, form), async (c) => {
    const { url, label } = c.req.valid('json')
    const added = await asOwnStylist(c, async (tx, own) => {
      await holdStylistBookings(tx, own.id)
      const existing = await sourceUrls(tx, own.id)
      if (existing.length >= MAX_CALENDAR_SOURCES) throw new HttpError(409, calendarMessages.tooMany)
      if (existing.includes(url))
        throw badRequest(calendarMessages.duplicate, [{ path: ['url'], message: calendarMessages.duplicate }])
      const fallback = new URL(url.replace(/^webcal:/i, 'https:')).hostname
      return insertSource(tx, own.id, url, label || fallback.slice(0, 80))
    })
    return c.json(added, 201)
  })
  .delete('/dashboard/calendar/sources/:id', requireUser, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const now = c.get('deps').clock.now()
    // Its busy intervals go with it (on delete cascade): the stylist's slots open again at once.
    const removed = await asOwnStylist(c, async (tx, own) => {
      await holdStylistBookings(tx, own.id)
      const done = await deleteSource(tx, own.id, id)
      if (done) await refreshNextAvailable(tx, [own.id], now)
      return done
    })
    if (!removed) throw notFound(calendarMessages.notFound)
    return c.body(null, 204)
  })
  // "Sync now": fetched at the sync's next run (within a minute), rate limited per account and calendar.
  .post('/dashboard/calendar/sources/:id/sync', requireUser, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const { sql, clock, limiter } = c.get('deps')
    const user = c.get('user')
    const source = await asOwnStylist(c, (tx, own) => ownSource(tx, own.id, id))
    if (!source) throw notFound(calendarMessages.notFound)
    await limiter.hit('calendarSyncPerAccount', user.id, limiter.limits.calendarSyncPerAccount)
    await limiter.hit('calendarSyncPerCalendar', `${user.id}:${id}`, limiter.limits.calendarSyncPerCalendar)
    await asService(sql, (tx) => requestSync(tx, id, clock.now()))
    return c.json(source, 202)
  })
  // The Appointments tab's day and week grids: appointments, working hours, time off, outside busy time.
  .get('/dashboard/schedule', requireUser, validate('query', scheduleQuerySchema), async (c) => {
    const { sql, clock } = c.get('deps')
    return c.json(await stylistSchedule(sql, c.get('user').claims, c.req.valid('query'), clock.now()), 200)
  })
