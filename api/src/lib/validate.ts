import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { badRequest } from './http-error.ts'

/**
 * zod validation of a request part with the API's error shape: a 400 naming every field at fault.
 * Nothing runs (and nothing is written) when the input is bad.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: i.message,
      }))
      const fields = [...new Set(issues.map((i) => i.path.join('.') || target))]
      throw badRequest(`Invalid ${target}: ${fields.join(', ')}`, issues)
    }
  })
}
