import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { usePendingVerifications } from '../api/get-pending-verifications'
import { useVerificationStats } from '../api/get-verification-stats'
import type { VerificationRequest } from '../api/decide-verification'
import { formatCount } from '../overview-stats'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { TableSkeleton } from './admin-table'
import { StatCard, StatCardSkeleton } from './stat-card'
import { VerificationDialog } from './verification-dialog'
import { PendingList } from './pending-list'
import { VerificationPreview } from './verification-preview'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'

/** The Verifications tab: counts, and the stylists waiting for approval. */
export function VerificationsTab() {
  // The request stays while the dialog closes, so its words do not change during the animation.
  const [dialog, setDialog] = useState<{ open: boolean; request: VerificationRequest | null }>({
    open: false,
    request: null,
  })
  const [preview, setPreview] = useState<{ open: boolean; stylist: PendingStylist | null }>({
    open: false,
    stylist: null,
  })
  const decide = (stylist: PendingStylist, decision: VerificationRequest['decision']) => {
    setPreview((p) => ({ ...p, open: false }))
    setDialog({ open: true, request: { stylist, decision } })
  }
  const pending = usePendingVerifications()
  return (
    <Stack as="section" aria-labelledby="admin-verifications-heading" gap="6">
      <AdminSectionHeader
        id="admin-verifications-heading"
        title="Verifications"
        description="Check each stylist's license, then approve or reject their profile."
      />
      <VerificationCounts />
      <Stack gap="3">
        <AdminSectionHeader id="admin-pending-heading" level="h3" title="Pending verifications" />
        {pending.isError ? (
          <AdminLoadError
            message="We could not load the pending verifications."
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : pending.isPending ? (
          <TableSkeleton label="Loading pending verifications" />
        ) : pending.data.length === 0 ? (
          <AdminEmpty
            title="No pending verifications at this time"
            hint="New stylist profiles appear here for review."
          />
        ) : (
          <PendingList
            stylists={pending.data}
            onDecide={decide}
            onPreview={(stylist) => setPreview({ open: true, stylist })}
          />
        )}
      </Stack>
      <VerificationPreview
        open={preview.open}
        stylist={preview.stylist}
        onClose={() => setPreview((p) => ({ ...p, open: false }))}
        onDecide={decide}
      />
      <VerificationDialog
        open={dialog.open}
        request={dialog.request}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Stack>
  )
}

function VerificationCounts() {
  const stats = useVerificationStats()
  if (stats.isError) {
    return (
      <AdminLoadError
        message="We could not load the counts."
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    )
  }
  return (
    <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} aria-busy={stats.isPending}>
      {stats.isPending ? (
        [0, 1, 2].map((i) => <StatCardSkeleton key={i} />)
      ) : (
        <>
          <StatCard label="Pending" value={formatCount(stats.data.pending)} palette="orange" />
          <StatCard label="Approved" value={formatCount(stats.data.approved)} palette="green" />
          <StatCard label="Rejected" value={formatCount(stats.data.rejected)} palette="red" />
        </>
      )}
    </SimpleGrid>
  )
}
