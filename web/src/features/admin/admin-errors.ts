// Relative, not '@/lib': the unit tests run without the web app's path alias.
import { ApiError } from '../../lib/api-client'

/**
 * The words under a failed admin call's toast: the first field the server named (a 400's
 * `issues`), else its `message`, else nothing (the toast's title says enough).
 */
export function failureDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.body?.issues?.[0]?.message || error.body?.message || undefined
}

/** The first message per field a refused call named, keyed by the field ('validUntil'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const errors: Record<string, string> = {}
  for (const issue of error.body?.issues ?? []) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
