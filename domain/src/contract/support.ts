import { z } from 'zod'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`)

/** The name and the subject go into an email's headers: one line each. */
const requiredLine = (label: string, max: number) => required(label, max).refine(isSingleLine, SINGLE_LINE_MESSAGE)

/** POST /api/support/messages: the support page's contact form (every field required). */
export const supportMessageSchema = z.object({
  name: requiredLine('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  subject: requiredLine('Subject', 200),
  message: required('Message', 5000),
})
export type SupportMessage = z.infer<typeof supportMessageSchema>
