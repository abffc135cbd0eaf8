import { Stack } from '@chakra-ui/react'
import { useAuditLog } from '../api/get-audit-log'
import { useListLayout } from '../hooks/use-list-layout'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { TableSkeleton } from './admin-table'
import { AuditCards, AuditTable } from './audit-list'

/** The Audit Log tab: who did what, when, with their notes (the newest 100). */
export function AuditTab() {
  const log = useAuditLog()
  const List = useListLayout() === 'cards' ? AuditCards : AuditTable
  return (
    <Stack as="section" aria-labelledby="admin-audit-heading" gap="5">
      <AdminSectionHeader id="admin-audit-heading" title="Audit Log" description="Every admin action, newest first." />
      {log.isError ? (
        <AdminLoadError
          message="We could not load the audit log."
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.isPending ? (
        <TableSkeleton label="Loading the audit log" />
      ) : log.data.length === 0 ? (
        <AdminEmpty title="No admin actions recorded yet" hint="Approvals, code changes and deletions appear here." />
      ) : (
        <List entries={log.data} />
      )}
    </Stack>
  )
}
