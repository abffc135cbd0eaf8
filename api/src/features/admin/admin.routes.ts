import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { requireAdmin, requireUser } from '../../lib/auth.ts'
import { recentEvents } from './admin-analytics.sql.ts'
import { listAudit } from './admin-audit.sql.ts'
import { bookingSeries } from './admin-bookings.sql.ts'
import { adminCouponRoutes } from './admin-coupons.routes.ts'
import { adminTrendsRoutes } from '../insights/admin-trends.routes.ts'
import { adminStats } from './admin-stats.sql.ts'
import { adminMessageRoutes } from './admin-messages.routes.ts'
import { adminPaymentRoutes } from './admin-payments.routes.ts'
import { adminReviewRoutes } from './admin-reviews.routes.ts'
import { adminSupportRoutes } from './admin-support.routes.ts'
import { adminUserRoutes } from './admin-users.routes.ts'
import { adminVerificationRoutes } from './admin-verifications.routes.ts'

/**
 * /api/admin: every route checks admin rights on the server (401 signed out, 403 not admin), here
 * and only here: the tabs' routers below are mounted behind it. Admin work runs as the service
 * role, after that check; every write records an audit entry in its own transaction.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', requireUser, requireAdmin)
  .get('/admin/stats', async (c) => {
    const { sql, billing } = c.get('deps')
    return c.json(await asService(sql, (tx) => adminStats(tx, billing.clock.now())))
  })
  .get('/admin/analytics', async (c) => c.json(await asService(c.get('deps').sql, recentEvents)))
  .get('/admin/analytics/bookings', async (c) => {
    const { sql, billing } = c.get('deps')
    return c.json(await asService(sql, (tx) => bookingSeries(tx, billing.clock.now())))
  })
  .get('/admin/audit', async (c) => c.json(await asService(c.get('deps').sql, listAudit)))
  .route('/', adminVerificationRoutes)
  .route('/', adminCouponRoutes)
  .route('/', adminUserRoutes)
  .route('/', adminSupportRoutes)
  .route('/', adminReviewRoutes)
  .route('/', adminMessageRoutes)
  .route('/', adminPaymentRoutes)
  .route('/', adminTrendsRoutes)
