import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'

/** GET /api/health: 200 when the database answers (with PostGIS), 503 otherwise. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { sql, logger } = c.get('deps')
  try {
    const [row] = await sql<{ postgis: string }[]>`select extensions.postgis_lib_version() as postgis`
    return c.json({ status: 'ok' as const, database: 'ok' as const, postgis: row.postgis }, 200)
  } catch (error) {
    logger.error('Health check failed', { error: String(error) })
    return c.json({ status: 'unavailable' as const, database: 'unreachable' as const }, 503)
  }
})
