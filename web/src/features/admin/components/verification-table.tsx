import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { Check, Eye, X } from 'lucide-react'
import type { VerificationDecision } from '../api/decide-verification'
import { formatAdminDate } from '../admin-format'
import { OVERDUE_DAYS, waitingText } from '../verification-display'
import { LicenseValue } from './license-value'
import { AdminTable } from './admin-table'

type VerificationTableProps = {
  stylists: PendingStylist[]
  onDecide: (stylist: PendingStylist, decision: VerificationDecision) => void
  onPreview: (stylist: PendingStylist) => void
}

/** The pending stylists, each with Approve and Reject. */
export function VerificationTable({ stylists, onDecide, onPreview }: VerificationTableProps) {
  return (
    <AdminTable caption="Stylists waiting for verification" minW="940px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Stylist Name</Table.ColumnHeader>
          <Table.ColumnHeader>Salon</Table.ColumnHeader>
          <Table.ColumnHeader>Location</Table.ColumnHeader>
          <Table.ColumnHeader>License #</Table.ColumnHeader>
          <Table.ColumnHeader>Applied</Table.ColumnHeader>
          <Table.ColumnHeader>Waiting</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {stylists.map((stylist) => (
          <Table.Row key={stylist.id}>
            <Table.Cell fontWeight="semibold">{stylist.stylistName}</Table.Cell>
            <Table.Cell>
              {stylist.salonName || (
                <Text as="span" color="fg.muted">
                  —
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{stylist.location}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              <LicenseValue stylist={stylist} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={stylist.createdAt}>{formatAdminDate(stylist.createdAt)}</time>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Badge colorPalette={stylist.daysWaiting >= OVERDUE_DAYS ? 'red' : 'orange'}>
                {waitingText(stylist.daysWaiting)}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <HStack justify="end" gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Preview ${stylist.stylistName}`}
                  onClick={() => onPreview(stylist)}
                >
                  <Eye /> Preview
                </Button>
                <Button
                  size="xs"
                  colorPalette="green"
                  aria-label={`Approve ${stylist.stylistName}`}
                  onClick={() => onDecide(stylist, 'approve')}
                >
                  <Check /> Approve
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Reject ${stylist.stylistName}`}
                  onClick={() => onDecide(stylist, 'reject')}
                >
                  <X /> Reject
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </AdminTable>
  )
}
