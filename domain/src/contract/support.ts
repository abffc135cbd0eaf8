import { z } from 'zod'

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`)

/** POST /api/support/messages: the support page's contact form (every field required). */
export const supportMessageSchema = z.object({
  name: required('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  subject: required('Subject', 200),
  message: required('Message', 5000),
})
export type SupportMessage = z.infer<typeof supportMessageSchema>
