import { Stack } from '@chakra-ui/react'
import type { FormEvent } from 'react'
import { CardEntryFields, useCardEntry } from '@/components/ui/card-entry-fields'
import { confirmEmbeddedCardSetup } from '../api/confirm-embedded-card-setup'
import { useCardSetup } from '../hooks/use-card-setup'
import type { CardFormProps } from './card-form'
import { CardFormActions } from './card-form-actions'
import { CardSetupAlert } from './card-setup-alert'

/**
 * The card form of embedded mode (no Stripe keys): the shared card entry (number, expiry and
 * security code, checked as typed); the embedded billing provider then judges the card as
 * Stripe's test mode would.
 */
export function EmbeddedCardForm({ submitLabel, onSaved, onCancel }: CardFormProps) {
  const card = useCardEntry()
  const setup = useCardSetup(async (clientSecret) => {
    if (!card.entry) throw new Error('The card entry is not complete')
    return (await confirmEmbeddedCardSetup(clientSecret, card.entry)).paymentMethodId
  }, onSaved)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (card.entry && !setup.saving) setup.save()
  }

  return (
    <form noValidate aria-label="Card details" onSubmit={handleSubmit}>
      <Stack gap="4">
        {setup.error && <CardSetupAlert message={setup.error} />}
        <CardEntryFields state={card} />
        <CardFormActions submitLabel={submitLabel} disabled={!card.entry} saving={setup.saving} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
