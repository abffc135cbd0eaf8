import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { holdStylistBookings } from '../../db/stylist-lock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { SafeFetchResult } from '../../lib/safe-fetch.ts'
import { SafeFetchError } from '../../lib/safe-fetch.ts'
import { refreshNextAvailable } from '../booking/next-available.ts'
import { CalendarUnreadable, expandBusy } from './expand.ts'
import { claimDueSources, storeFailed, storeSynced, type ClaimedSource } from './sync.sql.ts'

// The sync of outside calendars: a worker of the Node server (like the mail outbox's) claims the
// sources that are due, fetches each with a conditional request, expands its busy time over the
// stylist's booking horizon (and a month more) and replaces the stored intervals under the
// stylist's booking lock, as a time-off write does, recomputing search's next open slot in the
// same transaction. A failure keeps the last good intervals (blocking stale time is safer than
// offering it) and says what went wrong in plain words on the dashboard.

/** Fetches an address, conditionally when validators are given. */
export type CalendarFetcher = (
  url: string,
  validators: { etag: string | null; lastModified: string | null } | null,
) => Promise<SafeFetchResult>

export const SYNC_EVERY_MS = 15 * 60_000
const RETRY_AFTER_MS = 30 * 60_000
const DAY = 86_400_000
/** Past the horizon, so a run of 304s keeps covering it for a month without a full fetch. */
const EXTRA_DAYS = 30

/** What the stylist reads under a calendar that did not sync. */
export function plainError(error: unknown): string {
  if (error instanceof CalendarUnreadable)
    return error.message === 'not iCalendar'
      ? 'This address did not give a calendar file. Use the secret address in iCal format (it usually ends in .ics).'
      : 'This calendar has too many events or repeats for us to read.'
  if (!(error instanceof SafeFetchError)) return 'Something went wrong reading this calendar. We will try again.'
  switch (error.reason) {
    case 'scheme':
      return 'Only https:// (or webcal://) addresses can be used.'
    case 'address':
      return 'This address leads to a private network, not a public calendar. Use the address your calendar app gives.'
    case 'dns':
      return "The calendar's server could not be found. Check the address."
    case 'redirects':
      return 'The address sent us on too many redirects.'
    case 'tooLarge':
      return 'This calendar is larger than 2 MB, more than we read.'
    case 'timeout':
      return "The calendar's server took too long to answer. We will try again."
    case 'network':
      return "We could not connect to the calendar's server. We will try again."
    case 'status':
      if (error.httpStatus === 401 || error.httpStatus === 403)
        return "The calendar's server refused us. The secret address may have been reset: copy it again."
      if (error.httpStatus === 404 || error.httpStatus === 410)
        return "The calendar's server says this address does not exist. The secret address may have been reset: copy it again."
      return `The calendar's server answered with an error (HTTP ${error.httpStatus ?? '?'}). We will try again.`
  }
}

async function syncOne(sql: Sql, fetcher: CalendarFetcher, source: ClaimedSource, now: Date): Promise<boolean> {
  const from = new Date(now.getTime() - DAY)
  const horizonEnd = new Date(now.getTime() + (source.horizonDays + 2) * DAY)
  const to = new Date(now.getTime() + (source.horizonDays + EXTRA_DAYS) * DAY)
  // A 304 only helps while the stored intervals still reach the horizon.
  const conditional =
    source.expandedUntil && source.expandedUntil >= horizonEnd
      ? { etag: source.etag, lastModified: source.lastModified }
      : null
  try {
    const fetched = await fetcher(source.url, conditional)
    const busy = fetched.status === 200 ? expandBusy(fetched.body, { from, to, zone: source.timeZone }) : null
    return await asService(sql, async (tx) => {
      await holdStylistBookings(tx, source.stylistId)
      const kept = await storeSynced(
        tx,
        source,
        { busy, etag: fetched.etag, lastModified: fetched.lastModified, expandedUntil: busy ? to : null },
        now,
        new Date(now.getTime() + SYNC_EVERY_MS),
      )
      if (kept && busy) await refreshNextAvailable(tx, [source.stylistId], now)
      return kept
    })
  } catch (error) {
    await asService(sql, (tx) =>
      storeFailed(tx, source.id, plainError(error), new Date(now.getTime() + RETRY_AFTER_MS)),
    )
    return false
  }
}

/** Syncs every source due at `now`, a few at a time; returns how many synced. `only` limits it to some stylists (tests). */
export async function runCalendarSync(
  sql: Sql,
  fetcher: CalendarFetcher,
  now: Date,
  options: { only?: readonly number[]; batch?: number } = {},
): Promise<number> {
  let synced = 0
  for (let round = 0; round < 1000; round++) {
    const claimed = await asService(sql, (tx) => claimDueSources(tx, now, options.batch ?? 4, options.only))
    if (claimed.length === 0) break
    const results = await Promise.all(claimed.map((s) => syncOne(sql, fetcher, s, now)))
    synced += results.filter(Boolean).length
  }
  return synced
}

/** Runs the sync every `everyMs` while the server runs (never two at once) and once at start; returns the stopper. */
export function startCalendarSync(sql: Sql, fetcher: CalendarFetcher, logger: Logger, everyMs = 60_000): () => void {
  let running = false
  const tick = () => {
    if (running) return
    running = true
    runCalendarSync(sql, fetcher, new Date())
      .then((count) => count > 0 && logger.debug('Calendar sync', { calendars: count }))
      .catch((error: unknown) => logger.error('Calendar sync failed', { error: String(error) }))
      .finally(() => {
        running = false
      })
  }
  tick()
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
