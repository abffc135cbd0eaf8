import type { Env } from '../../env.ts'
import { hasProductionSettings } from '../../env.ts'
import { safeFetch, type SafeFetchOptions } from '../../lib/safe-fetch.ts'
import { siteUrl } from '../mail/mail-links.ts'
import type { CalendarFetcher } from './calendar-sync.ts'
import { SAMPLE_CALENDAR_PATH, sampleCalendar } from './sample-calendar.ts'

/** The address of embedded mode's sample calendar, or null with production settings (there is none). */
export function sampleCalendarUrl(env: Env): string | null {
  return hasProductionSettings(env) ? null : `${siteUrl(env)}${SAMPLE_CALENDAR_PATH}`
}

/**
 * The sync's fetcher: safeFetch (https only with production settings). In embedded mode the one
 * sample address is read in-process, never fetched: the loopback rule stays whole, and nothing
 * else on this machine becomes reachable by typing its address.
 */
export function calendarFetcher(
  env: Env,
  options: Partial<SafeFetchOptions> = {},
  now = () => new Date(),
): CalendarFetcher {
  const sample = sampleCalendarUrl(env)
  return async (url, validators) => {
    if (sample !== null && url === sample)
      return { status: 200, body: sampleCalendar(now()), etag: null, lastModified: null }
    const headers: Record<string, string> = {}
    if (validators?.etag) headers['if-none-match'] = validators.etag
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified
    return safeFetch(url, { httpsOnly: hasProductionSettings(env), ...options, headers })
  }
}
