import { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import { supportMessageFields, type SupportMessageField } from '@/features/support/api/send-support-message'

export type FieldErrors = Partial<Record<SupportMessageField, string>>

/** The first message per field from a failed browser-side check. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const { fieldErrors } = z.flattenError(error)
  const result: FieldErrors = {}
  for (const field of supportMessageFields) {
    const first = (fieldErrors as Record<string, string[] | undefined>)[field]?.[0]
    if (first) result[field] = first
  }
  return result
}

/** The fields a 400 from the API names in its `issues`, if any. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const result: FieldErrors = {}
  for (const issue of error.body?.issues ?? []) {
    const field = issue.path[0]
    if (isField(field) && !result[field]) result[field] = issue.message
  }
  return result
}

function isField(value: unknown): value is SupportMessageField {
  return supportMessageFields.includes(value as SupportMessageField)
}
