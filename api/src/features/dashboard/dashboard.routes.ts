import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { dashboardPortfolioRoutes } from './portfolio.routes.ts'
import { dashboardProfileRoutes } from './profile.routes.ts'
import { dashboardServicesRoutes } from './services.routes.ts'
import { dashboardSpecialtiesRoutes } from './specialties.routes.ts'
import { dashboardUploadRoutes } from './uploads.routes.ts'

/**
 * The stylist dashboard's calls (spec section 7, "Stylist dashboard"), all for a signed-in user
 * and only ever on their own profile.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .route('/', dashboardProfileRoutes)
  .route('/', dashboardUploadRoutes)
  .route('/', dashboardServicesRoutes)
  .route('/', dashboardSpecialtiesRoutes)
  .route('/', dashboardPortfolioRoutes)
