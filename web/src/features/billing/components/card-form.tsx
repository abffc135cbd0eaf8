import { Skeleton, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { EmbeddedCardForm } from './embedded-card-form'

// Stripe.js and its React bindings load only when this screen needs them, never with the app.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })))

export type CardFormProps = {
  /** The submit button's words: 'Complete Registration', 'Save Card'. */
  submitLabel: string
  /**
   * Called with the payment method id once the card is confirmed. A returned promise keeps the
   * form busy until it settles; a rejection shows as the card's failure (see useCardSetup).
   */
  onSaved: (paymentMethodId: string) => void | Promise<void>
  /** Shows a Cancel button beside the submit (the dashboard's card forms can be closed). */
  onCancel?: () => void
}

/**
 * Stripe Elements when the server hands out a publishable key; otherwise the embedded card form,
 * whose cards the API's embedded billing provider checks (DESIGN.md, "Modes").
 */
export function CardForm(props: CardFormProps) {
  const config = useQuery(runtimeConfigQueryOptions)
  if (config.isPending) return <CardFormSkeleton />
  const publishableKey = config.data?.stripePublishableKey ?? null
  if (!publishableKey) return <EmbeddedCardForm {...props} />
  return (
    <Suspense fallback={<CardFormSkeleton />}>
      <StripeCardForm publishableKey={publishableKey} {...props} />
    </Suspense>
  )
}

function CardFormSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" role="status" aria-label="Loading the card form">
      <Skeleton h="5" w="32" />
      <Skeleton h="10" />
      <Skeleton h="11" w={{ base: 'full', sm: '48' }} />
    </Stack>
  )
}
