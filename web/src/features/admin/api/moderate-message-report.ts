import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageModerationResultSchema } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

export type MessageDecision = 'hide' | 'keep'

/** POST /api/admin/messages/reports/:id/hide or /keep: closes the target's open reports (audit-logged). */
export async function moderateMessageReport({ reportId, decision }: { reportId: number; decision: MessageDecision }) {
  return messageModerationResultSchema.parse(
    await apiFetch<unknown>(`/api/admin/messages/reports/${reportId}/${decision}`, { method: 'POST', body: {} }),
  )
}

export function useModerateMessageReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moderateMessageReport,
    // Other reports of the same message or conversation close too: the refetch shows which remain.
    onSuccess: () => refreshAfterAdminAction(queryClient, adminQueryKeys.reportedMessages),
  })
}
