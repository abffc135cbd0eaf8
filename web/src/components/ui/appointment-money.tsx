import { Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useAppointmentMoney, useWaiveFee } from '@/lib/appointment-money/api'
import { canWaive, deadlineText, lateCancelText, moneyLines } from '@/lib/appointment-money/labels'

type AppointmentMoneyProps = {
  appointmentId: number
  /** Booked on payment terms (the appointment says so): others have no money to show. */
  enabled: boolean
  side: 'client' | 'stylist'
  /** The stylist's zone: the late-cancellation deadline is a clock time there. */
  timeZone: string
  now: Date
}

/**
 * An appointment card's money (issue 37, point 4), on both sides: paid at booking, refunded, the
 * fee and where it stands, what is left to pay at the salon. The client sees until when cancelling
 * is free, and the link to confirm a fee their bank asked about; the stylist can waive a fee
 * within 14 days.
 */
export function AppointmentMoneySummary({ appointmentId, enabled, side, timeZone, now }: AppointmentMoneyProps) {
  const money = useAppointmentMoney(appointmentId, enabled)
  const waive = useWaiveFee(appointmentId)
  if (!enabled) return null
  const headingId = `appointment-${appointmentId}-money`
  if (money.isPending)
    return (
      <Stack gap="1.5" role="status" aria-label="Loading the payment details">
        <Skeleton h="4" w="60%" />
        <Skeleton h="4" w="40%" />
      </Stack>
    )
  if (money.isError)
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        The payment details could not be loaded.
      </Text>
    )
  const data = money.data
  const lines = moneyLines(data, side, timeZone)
  const fee = data.fee
  const deadline = data.lateCancel ? deadlineText(data.lateCancel.deadline, timeZone) : null
  function runWaive() {
    void waive.mutateAsync().then(
      () => toast({ title: 'Fee waived', description: 'Any money taken for it is refunded.', variant: 'success' }),
      (error: unknown) =>
        toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' }),
    )
  }
  if (lines.length === 0 && !deadline) return null
  return (
    // A named group, not a section: a section with a name is a region landmark, and a day of
    // cards with payments made many landmarks all called "Payment" (axe: landmark-unique).
    <Box
      role="group"
      aria-labelledby={headingId}
      bg="bg.muted"
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      data-testid="appointment-money"
    >
      <Text id={headingId} fontWeight="semibold" color="fg.muted" mb="1">
        Payment
      </Text>
      {lines.length > 0 && (
        <Stack as="dl" gap="1">
          {lines.map((line) => (
            <HStack key={line.label} justify="space-between" align="start" gap="3" flexWrap="wrap">
              <Text as="dt" color="fg.muted">
                {line.label}
              </Text>
              <Text
                as="dd"
                fontWeight="semibold"
                textAlign="end"
                color={line.tone === 'error' ? 'fg.error' : line.tone === 'warning' ? 'fg.warning' : undefined}
              >
                {line.value}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      {side === 'client' && deadline && data.lateCancel && (
        <Text mt="1" color="fg.muted">
          {lateCancelText(data.lateCancel, deadline)}
        </Text>
      )}
      {side === 'client' && fee?.state === 'requires_action' && (
        <Link asChild color="brand.fg" fontWeight="semibold" mt="2">
          <RouterLink to="/appointments/$id/fee" params={{ id: String(appointmentId) }}>
            Confirm the payment
          </RouterLink>
        </Link>
      )}
      {side === 'stylist' && canWaive(fee, now) && (
        <Button size="xs" variant="outline" mt="2" loading={waive.isPending} onClick={runWaive}>
          Waive fee
        </Button>
      )}
    </Box>
  )
}
