import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { bookingPaymentRoutes } from './booking-payment.routes.ts'
import { connectWebhookRoutes } from './connect-webhook.routes.ts'
import { feesRoutes } from './fees.routes.ts'
import { paymentsDashboardRoutes } from './payments-dashboard.routes.ts'
import { publicPaymentsRoutes } from './public-payments.routes.ts'

/** Booking payments (issue 37): the stylist's policy and Connect account, the public terms, Connect's webhook, the payment a booking holds for, the fees after it. */
export const paymentsRoutes = new Hono<AppEnv>()
  .route('/', paymentsDashboardRoutes)
  .route('/', publicPaymentsRoutes)
  .route('/', connectWebhookRoutes)
  .route('/', bookingPaymentRoutes)
  .route('/', feesRoutes)
