import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { useState } from 'react'
import type { VerificationDecision } from '../api/decide-verification'
import { useListLayout } from '../hooks/use-list-layout'
import { PENDING_PAGE_SIZE } from '../verification-display'
import { VerificationCards } from './verification-cards'
import { VerificationTable } from './verification-table'

type PendingListProps = {
  stylists: PendingStylist[]
  onDecide: (stylist: PendingStylist, decision: VerificationDecision) => void
}

/** The pending stylists, in the server's order, a page at a time ('Show more' adds the next). */
export function PendingList({ stylists, onDecide }: PendingListProps) {
  const layout = useListLayout()
  const [limit, setLimit] = useState(PENDING_PAGE_SIZE)
  const shown = stylists.slice(0, limit)
  const remaining = stylists.length - shown.length
  return (
    <Stack gap="3">
      {layout === 'cards' ? (
        <VerificationCards stylists={shown} onDecide={onDecide} />
      ) : (
        <VerificationTable stylists={shown} onDecide={onDecide} />
      )}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text role="status" color="fg.muted" fontSize="sm">
          Showing {shown.length} of {stylists.length}
        </Text>
        {remaining > 0 && (
          <Button size="sm" variant="outline" onClick={() => setLimit((n) => n + PENDING_PAGE_SIZE)}>
            Show {Math.min(remaining, PENDING_PAGE_SIZE)} more
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
