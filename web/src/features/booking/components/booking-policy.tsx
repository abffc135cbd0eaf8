import { List, Stack, Text } from '@chakra-ui/react'
import type { BookingPolicy as Policy } from '@marketplace/domain/contract/booking.ts'
import { policyLines } from '../booking-labels'

/**
 * The stylist's terms, read before confirming: confirmation mode, cancellation window, the payment
 * terms in plain words (the server's, for this service), their own words.
 */
export function BookingPolicy({ policy, payment = null }: { policy: Policy; payment?: string | null }) {
  const lines = policyLines(policy)
  return (
    <Stack as="section" aria-labelledby="booking-policy-heading" gap="2" bg="bg.muted" rounded="md" p="3" fontSize="sm">
      <Text id="booking-policy-heading" fontWeight="semibold">
        Booking policy
      </Text>
      <List.Root gap="1" ps="4">
        <List.Item>{lines.confirmation}</List.Item>
        <List.Item>{lines.cancellation}</List.Item>
        {payment && <List.Item data-testid="payment-terms">{payment}</List.Item>}
      </List.Root>
      {lines.text && (
        <Text whiteSpace="pre-line" color="fg.muted">
          {lines.text}
        </Text>
      )}
    </Stack>
  )
}
