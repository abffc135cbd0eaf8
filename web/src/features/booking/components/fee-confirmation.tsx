import { Alert, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import type { AppointmentFee } from '@marketplace/domain/contract/payments.ts'
import { formatCents } from '@marketplace/domain/money.ts'
import { authenticateEmbeddedIntent, PaymentDeclined } from '../api/booking-payment'
import { ApiError } from '@/lib/api-client'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { appointmentMoneyKey, appointmentMoneyQueryOptions, confirmFee } from '@/lib/appointment-money/api'
import { feeStateText } from '@/lib/appointment-money/labels'

/**
 * /appointments/:id/fee: where a client confirms a fee their bank wanted authenticated (the link
 * in the email). In production Stripe.js confirms the intent with the saved card on the stylist's
 * account (its own 3-D Secure modal); in embedded mode the twin's 3-D Secure page stands in. Then
 * the server settles the fee from the provider, as the webhook does.
 */
export function FeeConfirmation({ id }: { id: number }) {
  const money = useQuery(appointmentMoneyQueryOptions(id))
  const config = useQuery(runtimeConfigQueryOptions)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (money.isPending || config.isPending)
    return (
      <Page>
        <Stack gap="3" role="status" aria-label="Loading the payment">
          <Skeleton h="6" w="70%" />
          <Skeleton h="24" />
        </Stack>
      </Page>
    )
  if (money.isError) {
    const missing = money.error instanceof ApiError && money.error.status === 404
    return (
      <Page>
        <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {missing
              ? 'This appointment has no payment to confirm.'
              : 'The payment could not be loaded. Please try again.'}
          </Alert.Title>
        </Alert.Root>
        <BackLink />
      </Page>
    )
  }
  const fee = money.data.fee
  if (!fee || fee.state !== 'requires_action' || !fee.clientSecret) return <Done fee={fee} />
  const secret = fee.clientSecret
  const publishableKey = config.data?.stripePublishableKey ?? null

  async function settle(step: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await step()
      queryClient.setQueryData(appointmentMoneyKey(id), await confirmFee(id))
    } catch (failure) {
      setError(
        failure instanceof PaymentDeclined
          ? failure.message || 'Your bank did not confirm the payment.'
          : 'The payment could not be confirmed. Check your connection and try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  async function withStripe() {
    const { stripeFor } = await import('./stripe-payment-step')
    const stripe = await stripeFor(publishableKey!, fee!.accountId ?? '')
    if (!stripe) throw new Error('Stripe.js did not load')
    const result = await stripe.confirmCardPayment(secret, { payment_method: fee!.paymentMethodId ?? undefined })
    if (result.error) throw new PaymentDeclined(result.error.message ?? '')
  }

  return (
    <Page>
      <Text>
        Your bank asks you to confirm the {fee.kind === 'late_cancel' ? 'late-cancellation' : 'no-show'} fee of{' '}
        <Text as="strong">{formatCents(fee.chargeCents)}</Text> to your saved card. Nothing has been taken yet.
      </Text>
      {error && (
        <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {publishableKey ? (
        <Button colorPalette="brand" loading={busy} onClick={() => void settle(withStripe)} alignSelf="start">
          Confirm with your bank
        </Button>
      ) : (
        <Stack gap="3" role="group" aria-labelledby="fee-authenticate-heading" borderWidth="1px" rounded="md" p="4">
          <Text id="fee-authenticate-heading" fontWeight="semibold">
            Your bank asks you to confirm this payment
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Demo mode: this stands in for your bank&apos;s 3-D Secure page.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="brand"
              loading={busy}
              onClick={() => void settle(async () => void (await authenticateEmbeddedIntent(secret, true)))}
            >
              Complete authentication
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void settle(async () => void (await authenticateEmbeddedIntent(secret, false)))}
            >
              Fail authentication
            </Button>
          </Stack>
        </Stack>
      )}
      <BackLink />
    </Page>
  )
}

function Done({ fee }: { fee: AppointmentFee | null }) {
  return (
    <Page>
      <Alert.Root status={fee?.state === 'charged' ? 'success' : 'info'} variant="subtle" rounded="md" role="status">
        <Alert.Indicator />
        <Alert.Title>
          {!fee
            ? 'There is no fee to confirm on this appointment.'
            : fee.state === 'charged'
              ? `Thank you: the ${formatCents(fee.chargeCents)} payment is confirmed. A receipt is on its way.`
              : `Nothing to confirm: the fee is ${feeStateText(fee, 'client')}.`}
        </Alert.Title>
      </Alert.Root>
      <BackLink />
    </Page>
  )
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container maxW="xl" py={{ base: '6', md: '12' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="fg.heading">
          Confirm a payment
        </Heading>
        {children}
      </Stack>
    </Container>
  )
}

function BackLink() {
  return (
    <Button asChild variant="outline" alignSelf="start">
      <RouterLink to="/appointments">My appointments</RouterLink>
    </Button>
  )
}
