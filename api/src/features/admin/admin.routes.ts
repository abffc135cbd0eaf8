import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { requireAdmin, requireUser } from '../../lib/auth.ts'
import { adminStats } from './admin-stats.sql.ts'

/** /api/admin: every route checks admin rights on the server (401 signed out, 403 not admin). */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', requireUser, requireAdmin)
  .get('/admin/stats', async (c) => c.json(await asService(c.get('deps').sql, adminStats)))
