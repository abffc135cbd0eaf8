import { Hono } from 'hono'
import { z } from 'zod'
import { clickBodySchema, insightsQuerySchema } from '@marketplace/domain/contract/insights.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { limitPerIp } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { requireOwnStylist } from '../dashboard/own-stylist.sql.ts'
import { stylistInsights } from './stylist-insights.sql.ts'
import { visitorKey } from './visitor.ts'

const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'Stylist id must be a positive integer')
    .transform(Number),
})

/**
 * Insights: the profile's link clicks and views (public, batched, once per visitor, stylist and day:
 * visitor.ts) and the stylist's own Insights (their counters only, by policy as well as by this
 * check).
 */
export const insightsRoutes = new Hono<AppEnv>()
  .post(
    '/stylists/:id/clicks',
    limitPerIp('clickPerIp'),
    validate('param', idParam),
    validate('json', clickBodySchema),
    (c) => {
      const { id } = c.req.valid('param')
      c.get('deps').insights.record(visitorKey(c, id), c.req.valid('json').kind, [id])
      return c.body(null, 202)
    },
  )
  // The profile page's view beacon (navigator.sendBeacon): the profile itself may come from a CDN's
  // cache without reaching us, this POST never does (private, no-store: cache-headers.ts). Any body
  // is ignored.
  .post('/stylists/:id/views', limitPerIp('clickPerIp'), validate('param', idParam), (c) => {
    const { id } = c.req.valid('param')
    c.get('deps').insights.record(visitorKey(c, id), 'profile_view', [id])
    return c.body(null, 202)
  })
  .get('/dashboard/insights', requireUser, validate('query', insightsQuerySchema), async (c) => {
    const user = c.get('user')
    const { sql, clock } = c.get('deps')
    const { days } = c.req.valid('query')
    const body = await asUser(sql, user.claims, async (tx) =>
      stylistInsights(tx, await requireOwnStylist(tx, user.id), clock.now(), days),
    )
    return c.json(body, 200)
  })
