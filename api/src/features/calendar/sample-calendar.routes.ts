import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { sampleCalendar } from './sample-calendar.ts'

/**
 * Embedded mode's sample outside calendar, so the feature can be seen offline (createApp registers
 * it only without production settings). The sync reads the same text in-process for this address
 * (calendar-fetcher.ts); this route lets a person open it or subscribe to it.
 */
export const sampleCalendarRoutes = new Hono<AppEnv>().get('/dev/sample-calendar.ics', (c) => {
  c.header('Content-Type', 'text/calendar; charset=utf-8')
  return c.body(sampleCalendar(c.get('deps').clock.now()), 200)
})
