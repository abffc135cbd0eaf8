import { queryOptions, useQuery } from '@tanstack/react-query'
import { reportedMessageSchema, type ReportedMessage } from '@marketplace/domain/contract/messages.ts'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/messages/reported: open reports of messages and conversations, with the messages around them. */
export async function getReportedMessages(): Promise<ReportedMessage[]> {
  return z.array(reportedMessageSchema).parse(await apiFetch<unknown>('/api/admin/messages/reported'))
}

export const reportedMessagesQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.reportedMessages, queryFn: getReportedMessages })

export function useReportedMessages() {
  return useQuery(reportedMessagesQueryOptions())
}
