import { useMutation } from '@tanstack/react-query'
import { messageReportInputSchema } from '@marketplace/domain/contract/messages.ts'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export type MessageReportInput = z.input<typeof messageReportInputSchema>

/** POST /api/messages/conversations/:id/report {reason, details?, messageId?}: to the admins' queue. */
export async function reportConversation({
  conversationId,
  ...input
}: MessageReportInput & { conversationId: number }) {
  await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/report`, { method: 'POST', body: input })
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation })
}
