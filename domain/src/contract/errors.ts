import { z } from 'zod'

/** The one error shape of the API: a message, and for bad input the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
