import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { badRequest, HttpError } from './http-error.ts'
import { NUL_MESSAGE, nulPath } from './nul.ts'

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/** What a validating middleware checks, readable from app.routes (the fuzz tests derive input from it). */
export interface Validates {
  target: keyof ValidationTargets
  schema: ZodType
}

export interface ValidateOptions {
  /**
   * What the error's message says: the fields at fault ('Invalid json: name, price'), or the first
   * issue's own message, for forms whose page shows the server's message as it is (the dashboard).
   */
  message?: 'fields' | 'first-issue'
}

/**
 * zod validation of a request part with the API's error shape: a 400 naming every field at fault.
 * Nothing runs (and nothing is written) when the input is bad. Fields a schema does not name are
 * dropped (zod's default), so a forged isAdmin or price never reaches a handler; a strict schema
 * refuses them instead (the admin's coupon PATCH). See api/test/security/object-properties.test.ts.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: i.message,
      }))
      const fields = [...new Set(issues.map((i) => i.path.join('.') || target))]
      const message = options.message === 'first-issue' ? issues[0].message : `Invalid ${target}: ${fields.join(', ')}`
      throw badRequest(message, issues)
    }
    const nul = nulPath(result.data)
    if (nul) throw badRequest(`Invalid ${target}: ${nul.join('.') || target}`, [{ path: nul, message: NUL_MESSAGE }])
  })
  // A body in another format (a form post, text) is refused rather than read as no body at all;
  // without a Content-Type there is no body, and the schema decides whether that will do.
  const middleware = (async (c, next) => {
    const type = c.req.header('content-type')
    if (target === 'json' && type !== undefined && !JSON_MEDIA_TYPE.test(type.split(';')[0].trim()))
      throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).')
    return check(c, next)
  }) as typeof check
  const validates: Validates = { target, schema }
  return Object.assign(middleware, { validates })
}
