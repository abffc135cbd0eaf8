import { Button, chakra, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { useState } from 'react'
import type { VerificationDecision } from '../api/decide-verification'
import { useListLayout } from '../hooks/use-list-layout'
import { PENDING_PAGE_SIZE, sortPending, type PendingOrder } from '../verification-display'
import { VerificationCards } from './verification-cards'
import { VerificationTable } from './verification-table'

type PendingListProps = {
  stylists: PendingStylist[]
  onDecide: (stylist: PendingStylist, decision: VerificationDecision) => void
  onPreview: (stylist: PendingStylist) => void
}

/** The pending stylists, oldest first unless the admin picks newest, a page at a time ('Show more' adds the next). */
export function PendingList({ stylists, onDecide, onPreview }: PendingListProps) {
  const layout = useListLayout()
  const [limit, setLimit] = useState(PENDING_PAGE_SIZE)
  const [order, setOrder] = useState<PendingOrder>('oldest')
  const shown = sortPending(stylists, order).slice(0, limit)
  const remaining = stylists.length - shown.length
  return (
    <Stack gap="3">
      <HStack gap="2">
        <chakra.label htmlFor="pending-order" fontSize="sm" color="fg.muted" flexShrink={0}>
          Sort
        </chakra.label>
        <NativeSelect.Root size="sm" maxW="48">
          <NativeSelect.Field
            id="pending-order"
            value={order}
            onChange={(e) => setOrder(e.currentTarget.value as PendingOrder)}
          >
            <option value="oldest">Waiting longest first</option>
            <option value="newest">Newest first</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {layout === 'cards' ? (
        <VerificationCards stylists={shown} onDecide={onDecide} onPreview={onPreview} />
      ) : (
        <VerificationTable stylists={shown} onDecide={onDecide} onPreview={onPreview} />
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
