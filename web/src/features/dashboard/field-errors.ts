// Relative, not '@/lib': the unit tests run without the web app's path alias.
import { ApiError } from '../../lib/api-client'

type Issue = { path: readonly PropertyKey[]; message: string }

/**
 * The first message per field, keyed by the path's first segment ('bio') or, for nested values,
 * the whole path joined with dots ('workingHours.2.closesAt'): a browser-side zod check and an
 * API 400 (`issues`) both land on the field they name.
 */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '')
    if (top && !errors[top]) errors[top] = issue.message
    const full = issue.path.map(String).join('.')
    if (issue.path.length > 1 && !errors[full]) errors[full] = issue.message
  }
  return errors
}

/** The fields a refused call names (a 400's `issues`), or none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  return fieldErrorsOf(error.body?.issues ?? [])
}

/** The words the server gave for a refusal (its `message`), when it gave any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message || undefined : undefined
}

/** A failure's words for a toast: the server's message, a thrown error's own, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverMessage(error) ?? fallback
  return error instanceof Error && error.message ? error.message : fallback
}
