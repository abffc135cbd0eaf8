import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from './http-error.ts'

/**
 * The largest JSON body a route takes: the biggest form (a profile, bio at most 5,000 characters)
 * is a few kilobytes, so 100 KB leaves room and refuses floods of data before they are parsed.
 */
export const MAX_JSON_BYTES = 100 * 1024
/** Stripe's signed events carry whole objects (invoices with their lines): more room. */
export const MAX_WEBHOOK_BYTES = 512 * 1024

/** Image uploads have their own limit (5 MB, features/dashboard/image-upload.ts). */
const UPLOADS = '/api/firebase/upload/'
const WEBHOOK = '/api/stripe/webhook'
/** Messages with photos have theirs (four 5 MB photos, features/messages/message-photos.ts). */
const PHOTO_MESSAGES = /^\/api\/messages\/conversations\/[^/]+\/photo-messages$/

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `The request body is too large (at most ${Math.round(maxSize / 1024)} KB).`)
    },
  })

/**
 * 413 for a request body over its route's limit, by Content-Length when given, else by counting
 * the bytes as they arrive (a chunked body cannot slip past).
 */
export function requestBodyLimit(): MiddlewareHandler {
  const json = limit(MAX_JSON_BYTES)
  const webhook = limit(MAX_WEBHOOK_BYTES)
  return async (c, next) => {
    if (
      c.req.method === 'GET' ||
      c.req.method === 'HEAD' ||
      c.req.path.startsWith(UPLOADS) ||
      PHOTO_MESSAGES.test(c.req.path)
    )
      return next()
    return (c.req.path === WEBHOOK ? webhook : json)(c, next)
  }
}
