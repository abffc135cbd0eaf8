import { useMutation } from '@tanstack/react-query'
import { supportMessageSchema, type SupportMessage } from '@marketplace/domain/contract/support.ts'
import { apiFetch } from '@/lib/api-client'

// One schema on both sides: the API validates the same rules with the same messages.
export { supportMessageSchema }

export type SupportMessageInput = SupportMessage
export type SupportMessageField = keyof SupportMessageInput

export const supportMessageFields = Object.keys(supportMessageSchema.shape) as SupportMessageField[]

/** POST /api/support/messages → 201 `{ message }`; 400 names the bad fields in `issues`. */
export function sendSupportMessage(input: SupportMessageInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/support/messages', { method: 'POST', body: input })
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage })
}
