import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-env.ts'
import { CardError } from '../adapters/billing/billing.ts'
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './db-gate.ts'
import { isDatabaseUnavailable } from './db-unavailable.ts'
import { HttpError } from './http-error.ts'
import { RateLimitedError } from './rate-limit.ts'
import type { Logger } from './logger.ts'

/** Turns every thrown error into the one error shape; unexpected ones are logged, not leaked. */
export function handleError(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof HttpError) {
      if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds))
      return c.json({ message: err.message, ...(err.issues ? { issues: err.issues } : {}) }, err.status)
    }
    if (err instanceof CardError) {
      // A refused card: Stripe's fields, so the card form shows the provider's message.
      return c.json(
        { message: err.message, code: err.code, ...(err.declineCode ? { declineCode: err.declineCode } : {}) },
        402,
      )
    }
    if (err instanceof HTTPException) {
      return c.json({ message: err.message || 'Request failed' }, err.status)
    }
    if (isDatabaseUnavailable(err)) {
      // The database is down or restarting: a retry soon will do, and nothing is wrong with the code.
      logger.warn('Database unavailable', { requestId: c.get('requestId'), path: c.req.path, error: String(err) })
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      return c.json({ message: 'The service is briefly unavailable. Please try again in a few seconds.' }, 503)
    }
    logger.error('Unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    })
    return c.json(
      { message: 'Something went wrong on our side. Please try again.', requestId: c.get('requestId') },
      500,
    )
  }
}
