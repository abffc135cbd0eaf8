import { Hono } from 'hono'
import { adminTrendsQuerySchema } from '@marketplace/domain/contract/insights.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { adminTrends } from './admin-trends.sql.ts'

/** GET /api/admin/analytics/trends?days=&state=: mounted behind the admin check (admin.routes.ts). */
export const adminTrendsRoutes = new Hono<AppEnv>().get(
  '/admin/analytics/trends',
  validate('query', adminTrendsQuerySchema),
  async (c) => {
    const { sql, billing } = c.get('deps')
    const { days, state } = c.req.valid('query')
    return c.json(await asService(sql, (tx) => adminTrends(tx, billing.clock.now(), days, state ?? null)), 200)
  },
)
