import { Badge, Grid, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import type { AdminOpenDispute, AdminPaymentsOverview } from '@marketplace/domain/contract/admin.ts'
import type { InsightPeriod } from '@marketplace/domain/contract/insights.ts'
import { formatCents } from '@marketplace/domain/money.ts'
import { PeriodSelect } from '@/components/ui/trends/period-select'
import { usePaymentsOverview } from '../api/get-payments-overview'
import { formatAdminDateTime } from '../admin-format'
import { disputeWords, feeWords, paymentWords, stateCounts } from '../payment-display'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { AdminTable, TableSkeleton } from './admin-table'
import { StatCard } from './stat-card'

/** Stripe's dispute statuses in an admin's words. */
const disputeStatus: Record<AdminOpenDispute['status'], string> = {
  needs_response: 'Needs a response',
  under_review: 'Under review',
  warning_needs_response: 'Inquiry: needs a response',
  warning_under_review: 'Inquiry: under review',
}

const reasonText = (reason: string) => reason.replaceAll('_', ' ')

/**
 * The Payments tab (issue 37, point 6): deposits, prepayments and fees taken on the marketplace
 * over a period, what was refunded, that the platform takes nothing, and the open disputes a
 * stylist must answer in their Stripe dashboard, nearest deadline first.
 */
export function PaymentsTab() {
  const [days, setDays] = useState<InsightPeriod>(30)
  const overview = usePaymentsOverview(days)
  return (
    <Stack as="section" aria-labelledby="admin-payments-heading" gap="5">
      <HStack justify="space-between" align="end" gap="4" wrap="wrap">
        <AdminSectionHeader
          id="admin-payments-heading"
          title="Payments"
          description="Deposits, prepayments and fees clients paid stylists at booking. The platform takes no commission."
        />
        <PeriodSelect value={days} onChange={setDays} />
      </HStack>
      {overview.isError ? (
        <AdminLoadError
          message="We could not load the payments."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.isPending ? (
        <Stack gap="4" role="status" aria-label="Loading payments">
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="24" rounded="lg" />
            ))}
          </Grid>
          <TableSkeleton rows={3} label="Loading open disputes" />
        </Stack>
      ) : (
        <PaymentsOverview overview={overview.data} />
      )}
    </Stack>
  )
}

function PaymentsOverview({ overview }: { overview: AdminPaymentsOverview }) {
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label="Paid at booking" value={formatCents(overview.bookingPaidCents)} />
        <StatCard label="Fees charged" value={formatCents(overview.feeChargesCents)} />
        <StatCard label="Refunded" value={formatCents(overview.refundedCents)} />
        <StatCard label="Net to stylists" value={formatCents(overview.netCents)} palette="green" />
      </Grid>
      <Stack as="dl" gap="2" fontSize="sm" borderWidth="1px" rounded="lg" bg="bg" p={{ base: '4', md: '5' }}>
        <Fact term="Stylists paid">{overview.stylists}</Fact>
        <Fact term="Booking payments">{stateCounts(overview.payments, paymentWords)}</Fact>
        <Fact term="Fees">
          {stateCounts(overview.fees, feeWords)}
          {overview.keptFromDepositsCents > 0 && ` (${formatCents(overview.keptFromDepositsCents)} kept from deposits)`}
        </Fact>
        <Fact term="Disputes opened">{stateCounts(overview.disputes, disputeWords)}</Fact>
        <Fact term="Platform fee">{`${formatCents(overview.platformFeeCents)}: no commission on bookings`}</Fact>
      </Stack>
      <OpenDisputes disputes={overview.openDisputes} />
    </Stack>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text as="dt" fontWeight="semibold" color="fg.heading" minW={{ md: '40' }}>
        {term}
      </Text>
      <Text as="dd" color="fg.muted">
        {children}
      </Text>
    </HStack>
  )
}

function OpenDisputes({ disputes }: { disputes: AdminOpenDispute[] }) {
  return (
    <Stack as="section" aria-labelledby="admin-open-disputes-heading" gap="3">
      <Text as="h3" id="admin-open-disputes-heading" fontWeight="semibold" fontSize="lg" color="fg.heading">
        Open disputes {disputes.length > 0 && <Badge colorPalette="orange">{disputes.length}</Badge>}
      </Text>
      {disputes.length === 0 ? (
        <AdminEmpty title="No open disputes" hint="A client's bank disputing a payment or a fee shows here." />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" aria-labelledby="admin-open-disputes-heading">
            {disputes.map((d) => (
              <Stack as="li" key={d.disputeId} gap="1" p="4" borderWidth="1px" rounded="lg" bg="bg" fontSize="sm">
                <HStack justify="space-between" gap="3">
                  <Text fontWeight="semibold" color="fg.heading">
                    {formatCents(d.amountCents)} · {d.stylistName}
                  </Text>
                  <Badge colorPalette="orange">{disputeStatus[d.status]}</Badge>
                </HStack>
                <Text color="fg.muted">Reason: {reasonText(d.reason)}</Text>
                <Text color="fg.muted">
                  Evidence due: {d.evidenceDueBy ? formatAdminDateTime(d.evidenceDueBy) : 'not given'}
                </Text>
                <Text color="fg.muted">
                  Appointment #{d.appointmentId}, {formatAdminDateTime(d.appointmentStartsAt)}
                </Text>
              </Stack>
            ))}
          </Stack>
          <Stack hideBelow="md">
            <AdminTable caption="Open disputes, nearest evidence deadline first" minW="720px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Evidence due</Table.ColumnHeader>
                  <Table.ColumnHeader>Stylist</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Reason</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Appointment</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {disputes.map((d) => (
                  <Table.Row key={d.disputeId}>
                    <Table.Cell>{d.evidenceDueBy ? formatAdminDateTime(d.evidenceDueBy) : 'Not given'}</Table.Cell>
                    <Table.Cell>{d.stylistName}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCents(d.amountCents)}
                    </Table.Cell>
                    <Table.Cell>{reasonText(d.reason)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette="orange">{disputeStatus[d.status]}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      #{d.appointmentId}, {formatAdminDateTime(d.appointmentStartsAt)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          </Stack>
        </>
      )}
    </Stack>
  )
}
