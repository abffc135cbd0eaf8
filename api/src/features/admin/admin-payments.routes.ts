import { Hono } from 'hono'
import { adminPaymentsQuerySchema } from '@marketplace/domain/contract/admin.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { adminPaymentsOverview } from './admin-payments.sql.ts'

/** GET /api/admin/payments?days=: mounted behind the admin check (admin.routes.ts). */
export const adminPaymentRoutes = new Hono<AppEnv>().get(
  '/admin/payments',
  validate('query', adminPaymentsQuerySchema),
  async (c) => {
    const { sql, clock } = c.get('deps')
    const { days } = c.req.valid('query')
    return c.json(await asService(sql, (tx) => adminPaymentsOverview(tx, clock.now(), days)), 200)
  },
)
