import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { appointmentsRoutes } from './appointments.routes.ts'
import { bookingDashboardRoutes } from './booking-dashboard.routes.ts'
import { publicBookingRoutes } from './public-booking.routes.ts'

/** Online booking (issue 19): the public slot reads, appointments, and the stylist's booking tabs. */
export const bookingRoutes = new Hono<AppEnv>()
  .route('/', publicBookingRoutes)
  .route('/', appointmentsRoutes)
  .route('/', bookingDashboardRoutes)
