import { ApiError } from '@/lib/api-client'

/**
 * The words under a failed admin call's toast: the first field the server named (a 400's
 * `issues`), else its `message`, else nothing (the toast's title says enough).
 */
export function failureDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.body?.issues?.[0]?.message || error.body?.message || undefined
}
