import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from './logger.ts'

/** One log line per API request with its id, status and duration (static files are not logged). */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    if (!c.req.path.startsWith('/api/') && !c.req.path.startsWith('/auth/')) return
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  }
}
