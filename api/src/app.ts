import { Hono, type MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppEnv, Deps } from './app-env.ts'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { bookingRoutes } from './features/booking/booking.routes.ts'
import { calendarRoutes } from './features/calendar/calendar.routes.ts'
import { sampleCalendarRoutes } from './features/calendar/sample-calendar.routes.ts'
import { billingRoutes } from './features/billing/billing.routes.ts'
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes.ts'
import { configRoutes } from './features/config/config.routes.ts'
import { couponsRoutes } from './features/coupons/coupons.routes.ts'
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { directoryRoutes } from './features/directory/directory.routes.ts'
import { issuerRoutes } from './features/issuer/issuer.routes.ts'
import { mailRoutes } from './features/mail/mail.routes.ts'
import { mailboxRoutes } from './features/mail/mailbox.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { InsightsRecorder } from './features/insights/insights-recorder.ts'
import { insightsRoutes } from './features/insights/insights.routes.ts'
import { SearchEventRecorder } from './features/search/search-events.ts'
import { createPayouts } from './adapters/payouts/create-payouts.ts'
import type { EmbeddedPayouts } from './adapters/payouts/embedded-payouts.ts'
import { embeddedConnectRoutes } from './features/payments/embedded-connect.routes.ts'
import { embeddedIntentRoutes } from './features/payments/booking-payment.routes.ts'
import { paymentsRoutes } from './features/payments/payments.routes.ts'
import { openapiRoutes } from './features/openapi/openapi.routes.ts'
import { MessageBus } from './features/messages/message-bus.ts'
import { messagesRoutes } from './features/messages/messages.routes.ts'
import { mapRoutes } from './features/map/map.routes.ts'
import { placesRoutes } from './features/places/places.routes.ts'
import { profileRoutes } from './features/profile/profile.routes.ts'
import { reviewsRoutes } from './features/reviews/reviews.routes.ts'
import { searchRoutes } from './features/search/search.routes.ts'
import { pages } from './features/pages/pages.ts'
import type { PageRenderer } from './features/pages/page-renderer.ts'
import { seoRoutes } from './features/seo/seo.routes.ts'
import { supportRoutes } from './features/support/support.routes.ts'
import { requestBodyLimit } from './lib/body-limit.ts'
import { DbGate, dbGate } from './lib/db-gate.ts'
import { cacheHeaders } from './lib/cache-headers.ts'
import { handleError } from './lib/handle-error.ts'
import { RateLimiter } from './lib/rate-limit.ts'
import { requestLog } from './lib/request-log.ts'
import { apiCors, securityHeaders } from './lib/security-headers.ts'
import { hasProductionSettings, mailMode } from './env.ts'

export interface CreateAppOptions {
  /** Runtime-specific handlers for what is not /api: stored files, then the SPA (Node entry). */
  assets?: MiddlewareHandler[]
  /** The server renderer of the pages (web/dist-ssr): after the assets, every other GET is a page. */
  pages?: PageRenderer
}

/**
 * The whole HTTP API as one Hono app, runtime-agnostic (Web-standard Request/Response): the Node
 * server, the tests and the Supabase Edge Function all serve this.
 */
export function createApp(given: Deps, options: CreateAppOptions = {}) {
  const clock = given.clock ?? { now: () => new Date() }
  const deps = {
    ...given,
    readSql: given.readSql ?? given.sql,
    payouts: given.payouts ?? createPayouts(given.stripe?.client),
    // The mailbox shows every message to anyone: never with production settings, whoever passed it.
    mailbox: mailMode(given.env) === 'embedded' ? given.mailbox : undefined,
    limiter: given.limiter ?? new RateLimiter(given.sql, { factor: given.env.RATE_LIMIT_FACTOR }),
    clock,
    insights:
      given.insights ??
      new InsightsRecorder(given.sql, {
        enabled: given.env.INSIGHTS_RECORDING === 'on',
        flushMs: given.env.INSIGHTS_FLUSH_MS,
        logger: given.logger,
        now: () => clock.now(),
      }),
    messageBus: given.messageBus === undefined ? new MessageBus() : given.messageBus,
    searchEvents:
      given.searchEvents ??
      new SearchEventRecorder(given.sql, { flushMs: given.env.INSIGHTS_FLUSH_MS, logger: given.logger }),
  }
  const app = new Hono<AppEnv>()
  app.use(requestId())
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use(requestLog(deps.logger))
  app.use(securityHeaders(deps.env), apiCors(deps.env), requestBodyLimit())
  // Public reads carry Cache-Control and an ETag for a CDN; everything else is private, no-store.
  app.use(cacheHeaders())
  app.onError(handleError(deps.logger))
  // As many API requests at once as the main pool has connections (one on PGlite); see
  // lib/db-gate.ts. Reads on a replica's pool of the same size hold a permit too, so neither pool
  // queues more than the gate lets through; a dropped replica answers 503 like the primary
  // (lib/db-unavailable.ts goes by the error, whichever pool raised it).
  // The map's style and tiles need no connection once the gazetteer's cities are read (once per
  // process): they never wait behind database work for a permit, nor hold one (PGlite has one
  // connection, and a map asks for a dozen tiles at a time).
  app.route('/api', mapRoutes)
  app.use('/api/*', dbGate(new DbGate(deps.sql.options.max, deps.env.DB_QUEUE_WAIT_MS), deps.env.DB_REQUEST_TIMEOUT_MS))
  // The embedded identity issuer answers where Supabase Auth would (supabase-js needs no setting).
  if (deps.identity.mode === 'embedded') app.route('/auth/v1', issuerRoutes)
  // What the embedded SMTP server received, only while it runs in embedded mode (its mailbox page).
  if (deps.mailbox) app.route('/api', mailboxRoutes)
  // The embedded Connect twin's onboarding, only where there is no Stripe (its page is /dev/connect).
  if (deps.payouts.mode === 'embedded') {
    app.route('/api', embeddedConnectRoutes(deps.payouts as EmbeddedPayouts))
    // Its card endpoint for booking payments (issue 37): no card number reaches a server with Stripe.
    app.route('/api', embeddedIntentRoutes(deps.payouts as EmbeddedPayouts))
  }
  // Embedded mode's sample outside calendar (issue 39), never with production settings.
  if (!hasProductionSettings(deps.env)) app.route('/api', sampleCalendarRoutes)

  const routes = app
    .route('/api', healthRoutes)
    .route('/api', configRoutes)
    .route('/api', authRoutes)
    .route('/api', supportRoutes)
    .route('/api', searchRoutes)
    .route('/api', profileRoutes)
    .route('/api', reviewsRoutes)
    .route('/api', couponsRoutes)
    .route('/api', billingRoutes)
    .route('/api', adminRoutes)
    .route('/api', stripeWebhookRoutes)
    .route('/api', directoryRoutes)
    .route('/api', placesRoutes)
    .route('/api', dashboardRoutes)
    .route('/api', mailRoutes)
    .route('/api', bookingRoutes)
    .route('/api', paymentsRoutes)
    .route('/api', messagesRoutes)
    .route('/api', calendarRoutes)
    .route('/api', insightsRoutes)
    .route('/api', openapiRoutes(app))
    .route('/', seoRoutes)

  app.all('/api/*', (c) => c.json({ message: `No such API route: ${c.req.method} ${c.req.path}` }, 404))
  app.all('/auth/v1/*', (c) =>
    c.json({ code: 'not_found', msg: `No such identity route: ${c.req.method} ${c.req.path}` }, 404),
  )
  for (const handler of options.assets ?? []) app.use(handler)
  // The /dev/* pages (the mailbox) only where their API is: embedded mode.
  if (options.pages)
    app.use(
      pages(options.pages, (request, env) => app.fetch(request, env), {
        devPages: { mailbox: Boolean(deps.mailbox), connect: deps.payouts.mode === 'embedded' },
      }),
    )
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return routes
}

export type AppType = ReturnType<typeof createApp>
