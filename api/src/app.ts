import { Hono, type MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppEnv, Deps } from './app-env.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { configRoutes } from './features/config/config.routes.ts'
import { directoryRoutes } from './features/directory/directory.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { placesRoutes } from './features/places/places.routes.ts'
import { profileRoutes } from './features/profile/profile.routes.ts'
import { searchRoutes } from './features/search/search.routes.ts'
import { seoRoutes } from './features/seo/seo.routes.ts'
import { supportRoutes } from './features/support/support.routes.ts'
import { handleError } from './lib/handle-error.ts'
import { requestLog } from './lib/request-log.ts'

export interface CreateAppOptions {
  /** Runtime-specific handlers for what is not /api: stored files, then the SPA (Node entry). */
  assets?: MiddlewareHandler[]
}

/**
 * The whole HTTP API as one Hono app, runtime-agnostic (Web-standard Request/Response): the Node
 * server, the tests and the Supabase Edge Function all serve this.
 */
export function createApp(deps: Deps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>()
  app.use(requestId())
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use(requestLog(deps.logger))
  app.onError(handleError(deps.logger))

  const routes = app
    .route('/api', healthRoutes)
    .route('/api', configRoutes)
    .route('/api', authRoutes)
    .route('/api', supportRoutes)
    .route('/api', searchRoutes)
    .route('/api', profileRoutes)
    .route('/api', directoryRoutes)
    .route('/api', placesRoutes)
    .route('/', seoRoutes)

  app.all('/api/*', (c) => c.json({ message: `No such API route: ${c.req.method} ${c.req.path}` }, 404))
  for (const handler of options.assets ?? []) app.use(handler)
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return routes
}

export type AppType = ReturnType<typeof createApp>
