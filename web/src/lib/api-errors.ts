import { ApiError } from './api-client'

/** A problem with one field: a browser-side zod check's issue or one of an API refusal's `issues`. */
type Issue = { path: readonly PropertyKey[]; message: string }

/** What a form shows under its fields: the first message per field name. */
export type FieldErrors = Record<string, string>

/**
 * The first message per field, keyed by the path's first segment ('bio') and, for nested values,
 * also by the whole path joined with dots ('workingHours.2.closesAt'), so a form can mark either.
 */
export function issueFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '')
    if (top && !errors[top]) errors[top] = issue.message
    const full = issue.path.map(String).join('.')
    if (issue.path.length > 1 && !errors[full]) errors[full] = issue.message
  }
  return errors
}

/**
 * The fields a refused API call names in its `issues` (a 400, or a 409 such as a taken discount
 * code), or none for any other failure.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  return issueFieldErrors(error.body?.issues ?? [])
}

/** The words the server gave for a refusal (its `message`), when it gave any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message || undefined : undefined
}

/** A failure's words for a toast: the server's message, a thrown error's own, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverMessageOf(error) ?? fallback
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * For `.catch()` on one step of an action: a refusal that came without the server's words is
 * rethrown as an error carrying the spec's words for that step ('Failed to create profile'), as
 * the spec's client did; anything else (the server's message, a network error) passes unchanged.
 */
export function failWith(words: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof ApiError && !serverMessageOf(error)) throw new Error(words, { cause: error })
    throw error
  }
}
