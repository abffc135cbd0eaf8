import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import type { BookingPayment } from '@marketplace/domain/contract/payments.ts'
import { CardEntryFields, useCardEntry } from '@/components/ui/card-entry-fields'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { authenticateEmbeddedIntent, confirmEmbeddedIntent, PaymentDeclined } from '../api/booking-payment'
import { holdText, paymentStepLabels } from '../payment-labels'

// Stripe.js and its React bindings load only when a booking asks for a card, never with the app.
const StripePaymentStep = lazy(() =>
  import('./stripe-payment-step').then((module) => ({ default: module.StripePaymentStep })),
)

export type PaymentStepProps = {
  payment: BookingPayment
  /** The card step succeeded in the browser: the server is asked to settle it (and books the slot). */
  onConfirmed: () => Promise<void>
  /** Declined or failed authentication: the server has already freed the slot. */
  onDeclined: (message: string) => void
}

/**
 * The booking panel's card step for a held booking: Stripe's Payment Element on the stylist's
 * connected account when the server hands out a publishable key, else the embedded card form (the
 * same card entry as stylist billing) with the twin's 3-D Secure page.
 */
export function PaymentStep(props: PaymentStepProps) {
  const config = useQuery(runtimeConfigQueryOptions)
  const labels = paymentStepLabels(props.payment)
  const publishableKey = config.data?.stripePublishableKey ?? null
  return (
    <Stack as="section" aria-labelledby="payment-step-heading" gap="4">
      <Stack gap="1">
        <Text id="payment-step-heading" fontWeight="semibold" fontSize="lg">
          {labels.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {labels.detail}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="hold-text">
          {holdText(props.payment.holdExpiresAt)}
        </Text>
      </Stack>
      {config.isPending ? (
        <PaymentSkeleton />
      ) : publishableKey ? (
        <Suspense fallback={<PaymentSkeleton />}>
          <StripePaymentStep publishableKey={publishableKey} submitLabel={labels.submit} {...props} />
        </Suspense>
      ) : (
        <EmbeddedPaymentStep submitLabel={labels.submit} {...props} />
      )}
    </Stack>
  )
}

function EmbeddedPaymentStep({
  payment,
  onConfirmed,
  onDeclined,
  submitLabel,
}: PaymentStepProps & { submitLabel: string }) {
  const card = useCardEntry()
  const [phase, setPhase] = useState<'card' | 'authenticate'>('card')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const secret = payment.clientSecret ?? ''

  async function run(step: () => ReturnType<typeof confirmEmbeddedIntent>) {
    setBusy(true)
    setError(null)
    try {
      const result = await step()
      if (result.status === 'requires_action') setPhase('authenticate')
      else if (result.status === 'succeeded') await onConfirmed()
      else onDeclined(result.failureMessage ?? 'Your card was declined.')
    } catch (failure) {
      if (failure instanceof PaymentDeclined) onDeclined(failure.message || 'Your card was declined.')
      else setError('The payment could not be sent. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const entry = card.entry
    if (entry && !busy) void run(() => confirmEmbeddedIntent(secret, entry))
  }

  if (phase === 'authenticate')
    return (
      <Stack gap="3" role="group" aria-labelledby="authenticate-heading" borderWidth="1px" rounded="md" p="4">
        <Text id="authenticate-heading" fontWeight="semibold">
          Your bank asks you to confirm this payment
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Demo mode: this stands in for your bank&apos;s 3-D Secure page.
        </Text>
        {error && <ErrorAlert message={error} />}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() => void run(() => authenticateEmbeddedIntent(secret, true))}
          >
            Complete authentication
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => authenticateEmbeddedIntent(secret, false))}
          >
            Fail authentication
          </Button>
        </Stack>
      </Stack>
    )

  return (
    <form noValidate aria-label="Card details" onSubmit={handleSubmit}>
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <CardEntryFields state={card} />
        <Button type="submit" colorPalette="brand" disabled={!card.entry} loading={busy} loadingText="Paying…">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}

export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}

function PaymentSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" role="status" aria-label="Loading the card form">
      <Skeleton h="10" />
      <Skeleton h="11" w={{ base: 'full', sm: '48' }} />
    </Stack>
  )
}
