import { Box, Field, Stack, Text } from '@chakra-ui/react'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useState, type FormEvent } from 'react'
import { CardSetupError } from '../billing-errors'
import { useCardSetup } from '../hooks/use-card-setup'
import type { CardFormProps } from './card-form'
import { CardFormActions } from './card-form-actions'
import { CardSetupAlert } from './card-setup-alert'

// One Stripe.js per publishable key for the life of the page (Elements must not get a new one).
const loaded = new Map<string, Promise<Stripe | null>>()

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = loaded.get(publishableKey)
  if (!pending) {
    // If Stripe.js cannot load, the failure is logged and the page goes on without card entry.
    pending = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Could not load Stripe.js:', error)
      loaded.delete(publishableKey)
      return null
    })
    loaded.set(publishableKey, pending)
  }
  return pending
}

/** Stripe Elements' card field, confirmed with stripe.confirmCardSetup and the setup intent's secret. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    let current = true
    void stripe.then((instance) => current && setUnavailable(instance === null))
    return () => {
      current = false
    }
  }, [stripe])
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} unavailable={unavailable} />
    </Elements>
  )
}

function StripeCardFields({ submitLabel, onSaved, onCancel, unavailable }: CardFormProps & { unavailable: boolean }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [complete, setComplete] = useState(false)
  const [entryError, setEntryError] = useState<string | null>(null)
  const setup = useCardSetup(async (clientSecret) => {
    const card = elements?.getElement(CardElement)
    if (!stripe || !card) throw new CardSetupError('')
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } })
    if (result.error) throw new CardSetupError(result.error.message ?? '')
    const method = result.setupIntent.payment_method
    const id = typeof method === 'string' ? method : method?.id
    if (!id) throw new CardSetupError('')
    return id
  }, onSaved)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (stripe && ready && complete && !setup.saving) setup.save()
  }

  return (
    <form noValidate aria-label="Card details" onSubmit={handleSubmit}>
      <Stack gap="4">
        {setup.error && <CardSetupAlert message={setup.error} />}
        {unavailable && (
          <Text color="fg.muted" role="status">
            Card entry could not be loaded. Please check your connection and reload the page.
          </Text>
        )}
        <Field.Root invalid={Boolean(entryError)} required>
          <Field.Label id="stripe-card-label">Card details</Field.Label>
          <Box
            role="group"
            aria-labelledby="stripe-card-label"
            w="full"
            px="3"
            py="3"
            borderWidth="1px"
            borderColor={entryError ? 'border.error' : 'border.emphasized'}
            rounded="md"
            bg="bg"
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
          >
            <CardElement
              options={{
                style: { base: { fontSize: '16px', color: '#2a1426', '::placeholder': { color: '#5e4a59' } } },
              }}
              onReady={() => setReady(true)}
              onChange={(event) => {
                setComplete(event.complete)
                setEntryError(event.error?.message ?? null)
              }}
            />
          </Box>
          <Field.ErrorText role="alert">{entryError}</Field.ErrorText>
        </Field.Root>
        <CardFormActions
          submitLabel={submitLabel}
          disabled={!stripe || !ready || !complete}
          saving={setup.saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  )
}
