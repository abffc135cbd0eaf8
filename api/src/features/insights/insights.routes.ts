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

const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'Stylist id must be a positive integer')
    .transform(Number),
})

/**
 * Insights: the profile's link clicks (public, counted like appearances: batched, once per request
 * id) and the stylist's own Insights (their counters only, by policy as well as by this check).
 */
export const insightsRoutes = new Hono<AppEnv>()
  .post(
    '/stylists/:id/clicks',
    limitPerIp('clickPerIp'),
    validate('param', idParam),
    validate('json', clickBodySchema),
    (c) => {
      c.get('deps').insights.record(c.get('requestId'), c.req.valid('json').kind, [c.req.valid('param').id])
      return c.body(null, 202)
    },
  )
  .get('/dashboard/insights', requireUser, validate('query', insightsQuerySchema), async (c) => {
    const user = c.get('user')
    const { sql, clock } = c.get('deps')
    const { days } = c.req.valid('query')
    const body = await asUser(sql, user.claims, async (tx) =>
      stylistInsights(tx, await requireOwnStylist(tx, user.id), clock.now(), days),
    )
    return c.json(body, 200)
  })
