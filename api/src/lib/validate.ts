import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { badRequest } from './http-error.ts'

export interface ValidateOptions {
  /**
   * What the error's message says: the fields at fault ('Invalid json: name, price'), or the first
   * issue's own message, for forms whose page shows the server's message as it is (the dashboard).
   */
  message?: 'fields' | 'first-issue'
}

/**
 * zod validation of a request part with the API's error shape: a 400 naming every field at fault.
 * Nothing runs (and nothing is written) when the input is bad.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: i.message,
      }))
      const fields = [...new Set(issues.map((i) => i.path.join('.') || target))]
      const message = options.message === 'first-issue' ? issues[0].message : `Invalid ${target}: ${fields.join(', ')}`
      throw badRequest(message, issues)
    }
  })
}
