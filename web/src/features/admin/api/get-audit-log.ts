import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { auditEntrySchema, type AuditEntry } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/audit: what admins did, newest first (at most 100). */
export async function getAuditLog(): Promise<AuditEntry[]> {
  return z.array(auditEntrySchema).parse(await apiFetch<unknown>('/api/admin/audit'))
}

export const auditLogQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.audit, queryFn: getAuditLog })

export function useAuditLog() {
  return useQuery(auditLogQueryOptions())
}
