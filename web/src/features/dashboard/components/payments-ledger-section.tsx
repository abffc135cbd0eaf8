import { Badge, Box, Button, HStack, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { ledgerStateWords, type LedgerRow, type LedgerState } from '@marketplace/domain/contract/payments.ts'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useDownloadLedgerCsv, usePaymentsLedger } from '../api/payments-ledger'
import { ledgerMoney, ledgerWhen, todayIn } from '../ledger-format'
import { EmptyList } from './empty-list'
import { FormSection } from './form-section'
import { ListLoadError } from './list-load-error'

const palette: Record<LedgerState, string> = {
  paid: 'green',
  partly_refunded: 'blue',
  refunded: 'gray',
  fee_kept: 'purple',
  fee_charged: 'purple',
  fee_pending: 'yellow',
  fee_awaiting_client: 'yellow',
  fee_failed: 'red',
  fee_waived: 'gray',
  disputed: 'red',
  dispute_won: 'green',
  dispute_lost: 'red',
}

function States({ states }: { states: LedgerState[] }) {
  return (
    <Wrap gap="1">
      {states.map((s) => (
        <Badge key={s} colorPalette={palette[s]} size="sm">
          {ledgerStateWords[s]}
        </Badge>
      ))}
    </Wrap>
  )
}

const amounts = (estimated: boolean) =>
  [
    ['Taken', 'takenCents'],
    ['Refunded', 'refundedCents'],
    ['Fees', 'feeCents'],
    [estimated ? "Stripe's fee (estimated)" : "Stripe's fee", 'stripeFeeCents'],
    ['Net', 'netCents'],
  ] as const

function LedgerTable({ rows, estimated }: { rows: LedgerRow[]; estimated: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" hideBelow="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>Payments, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Appointment</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            {amounts(estimated).map(([label]) => (
              <Table.ColumnHeader key={label} textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.appointmentId}>
              <Table.Cell>
                <Text fontWeight="medium">{ledgerWhen(r)}</Text>
                <Text color="fg.muted" fontSize="xs">
                  {r.services.join(', ')}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="pre-line">{r.clientName}</Table.Cell>
              {amounts(estimated).map(([label, key]) => (
                <Table.Cell
                  key={label}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  fontWeight={key === 'netCents' ? 'semibold' : undefined}
                >
                  {ledgerMoney(r[key])}
                </Table.Cell>
              ))}
              <Table.Cell>
                <States states={r.states} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function LedgerCards({ rows, estimated }: { rows: LedgerRow[]; estimated: boolean }) {
  return (
    <Stack as="ul" gap="3" hideFrom="md" listStyleType="none" aria-label="Payments, newest first">
      {rows.map((r) => (
        <Box as="li" key={r.appointmentId} borderWidth="1px" rounded="lg" p="4" bg="bg">
          <Stack gap="2">
            <HStack justify="space-between" align="start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold" whiteSpace="pre-line" overflowWrap="anywhere">
                  {r.clientName}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {ledgerWhen(r)} · {r.services.join(', ')}
                </Text>
              </Box>
              <Text
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                flexShrink={0}
                aria-label={`Net ${ledgerMoney(r.netCents)}`}
              >
                {ledgerMoney(r.netCents)}
              </Text>
            </HStack>
            <States states={r.states} />
            <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" fontSize="sm">
              {amounts(estimated).map(([label, key]) => (
                <Box key={label} display="contents">
                  <Text as="dt" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums">
                    {ledgerMoney(r[key])}
                  </Text>
                </Box>
              ))}
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}

/**
 * Booking settings' payment history: each appointment with money (a deposit or prepayment, a
 * fee, a dispute), newest first, with what was taken, refunded, kept as a fee, Stripe's fee and
 * the net, all computed on the server; 25 at a time ("Load more"), and every row as a CSV file.
 */
export function PaymentsLedgerSection() {
  const ledger = usePaymentsLedger()
  const download = useDownloadLedgerCsv()
  const zone = ledger.rows[0]?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  const onDownload = () =>
    download.mutate(todayIn(zone), {
      onError: (error) =>
        toast({
          title: 'Could not download the CSV',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    })

  return (
    <FormSection
      id="payment-history-heading"
      title="Payment history"
      description="Deposits, prepayments and fees your clients paid, what was refunded, and what you keep after Stripe's fee."
    >
      {ledger.isError && !ledger.data ? (
        <ListLoadError what="payments" onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />
      ) : ledger.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Text srOnly>Loading payments…</Text>
          <Skeleton h="10" />
          <Skeleton h="14" />
          <Skeleton h="14" />
          <Skeleton h="14" />
        </Stack>
      ) : ledger.rows.length === 0 ? (
        <EmptyList
          title="No payments yet"
          hint="Deposits, prepayments and fees you take with a payment policy will show here."
        />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text color="fg.muted" fontSize="sm">
              {ledger.estimated
                ? "Stripe's fee is estimated at its US card rate, 2.9% + 30¢ per charge."
                : "Stripe's fee: 2.9% + 30¢ per charge."}
            </Text>
            <Button size="sm" variant="outline" onClick={onDownload} loading={download.isPending}>
              Download CSV
            </Button>
          </HStack>
          <LedgerTable rows={ledger.rows} estimated={ledger.estimated} />
          <LedgerCards rows={ledger.rows} estimated={ledger.estimated} />
          {ledger.isFetchNextPageError && (
            <ListLoadError
              what="older payments"
              onRetry={() => void ledger.fetchNextPage()}
              retrying={ledger.isFetchingNextPage}
            />
          )}
          {ledger.hasNextPage && !ledger.isFetchNextPageError && (
            <Button
              alignSelf="center"
              variant="outline"
              onClick={() => void ledger.fetchNextPage()}
              loading={ledger.isFetchingNextPage}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </FormSection>
  )
}
