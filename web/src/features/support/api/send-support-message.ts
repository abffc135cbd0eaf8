import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

// The contact form (spec section 5: every field required, email as an email).
// The API checks the same rules; move this schema to domain/ once the API exports it there.
export const supportMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be 100 characters or fewer'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'Subject must be 200 characters or fewer'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Message must be 5000 characters or fewer'),
})

export type SupportMessageInput = z.infer<typeof supportMessageSchema>
export type SupportMessageField = keyof SupportMessageInput

export const supportMessageFields = Object.keys(supportMessageSchema.shape) as SupportMessageField[]

/** POST /api/support/messages → 201 `{ id }`; 400 names the bad fields in `issues`. */
export function sendSupportMessage(input: SupportMessageInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/support/messages', { method: 'POST', body: input })
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage })
}
