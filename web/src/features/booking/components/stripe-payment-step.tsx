import { Button, Stack, Text } from '@chakra-ui/react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useState, type FormEvent } from 'react'
import { ErrorAlert, type PaymentStepProps } from './payment-step'

// One Stripe.js per connected account for the life of the page (Elements must not get a new one).
const loaded = new Map<string, Promise<Stripe | null>>()

/** Stripe.js for direct charges on the stylist's account (ADR 021: `stripeAccount`). */
export function stripeFor(publishableKey: string, stripeAccount: string): Promise<Stripe | null> {
  const key = `${publishableKey}:${stripeAccount}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = loadStripe(publishableKey, { stripeAccount }).catch((error: unknown) => {
      console.error('Could not load Stripe.js:', error)
      loaded.delete(key)
      return null
    })
    loaded.set(key, pending)
  }
  return pending
}

/**
 * Stripe's Payment Element for a held booking, initialised with the intent's client secret on the
 * stylist's connected account; confirmed in the browser (3-D Secure in Stripe's own modal), so no
 * card number reaches our server. Then the server settles it from Stripe.
 */
export function StripePaymentStep({
  publishableKey,
  submitLabel,
  ...props
}: PaymentStepProps & { publishableKey: string; submitLabel: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey, props.payment.accountId))
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.payment.clientSecret ?? undefined }}>
      <PaymentFields submitLabel={submitLabel} {...props} />
    </Elements>
  )
}

function PaymentFields({ payment, onConfirmed, onDeclined, submitLabel }: PaymentStepProps & { submitLabel: string }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setError(null)
    const options = { elements, redirect: 'if_required' as const, confirmParams: { return_url: window.location.href } }
    const result =
      payment.intentType === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options)
    if (result.error) {
      setBusy(false)
      // A card's refusal ends the hold (the server frees the slot); an incomplete field stays here.
      if (result.error.type === 'card_error') onDeclined(result.error.message ?? 'Your card was declined.')
      else setError(result.error.message ?? 'The payment could not be completed.')
      return
    }
    await onConfirmed()
    setBusy(false)
  }

  return (
    <form noValidate aria-label="Card details" onSubmit={(e) => void handleSubmit(e)}>
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <PaymentElement onReady={() => setReady(true)} />
        {!ready && <Text color="fg.muted">Loading the card form…</Text>}
        <Button type="submit" colorPalette="brand" disabled={!stripe || !ready} loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
