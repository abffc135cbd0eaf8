import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { confirmEmbeddedCardSetup } from '../api/confirm-embedded-card-setup'
import { checkCardFields, type CardField, type CardFields } from '../card-fields'
import { formatExpiry } from '../card-expiry'
import { checkCardNumber, cvcLength, formatCardNumber, maxCardNumberLength } from '../card-number'
import { useCardSetup } from '../hooks/use-card-setup'
import type { CardFormProps } from './card-form'
import { CardFormActions } from './card-form-actions'
import { CardSetupAlert } from './card-setup-alert'

/**
 * The card form of embedded mode (no Stripe keys): number, expiry and security code, checked as
 * typed; the embedded billing provider then judges the card as Stripe's test mode would.
 */
export function EmbeddedCardForm({ submitLabel, onSaved, onCancel }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' })
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({})
  const check = checkCardFields(fields, new Date())
  const brand = checkCardNumber(fields.number).brand
  const setup = useCardSetup(async (clientSecret) => {
    if (!check.entry) throw new Error('The card entry is not complete')
    return (await confirmEmbeddedCardSetup(clientSecret, check.entry)).paymentMethodId
  }, onSaved)

  const errorFor = (field: CardField) => (touched[field] ? check.errors[field] : undefined)
  const touch = (field: CardField) => setTouched((current) => ({ ...current, [field]: true }))

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (check.entry && !setup.saving) setup.save()
  }

  return (
    <form noValidate aria-label="Card details" onSubmit={handleSubmit}>
      <Stack gap="4">
        {setup.error && <CardSetupAlert message={setup.error} />}
        <FormField label="Card number" error={errorFor('number')} required>
          <Input
            name="cardNumber"
            value={fields.number}
            onChange={(e) => setFields((f) => ({ ...f, number: formatCardNumber(e.target.value) }))}
            onBlur={() => touch('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            // Digits plus the spaces between groups.
            maxLength={maxCardNumberLength(brand) + 4}
            fontVariantNumeric="tabular-nums"
          />
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label="Expiry (MM/YY)" error={errorFor('expiry')} required>
            <Input
              name="cardExpiry"
              value={fields.expiry}
              onChange={(e) => setFields((f) => ({ ...f, expiry: formatExpiry(e.target.value, f.expiry) }))}
              onBlur={() => touch('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
            />
          </FormField>
          <FormField label="Security code" error={errorFor('cvc')} required>
            <Input
              name="cardCvc"
              value={fields.cvc}
              onChange={(e) =>
                setFields((f) => ({ ...f, cvc: e.target.value.replace(/\D/g, '').slice(0, cvcLength(brand)) }))
              }
              onBlur={() => touch('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={brand === 'amex' ? 'CVC (4 digits)' : 'CVC'}
              maxLength={4}
            />
          </FormField>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Demo mode: no money moves. Card 4242 4242 4242 4242 with any future date and any three digits is accepted.
        </Text>
        <CardFormActions submitLabel={submitLabel} disabled={!check.entry} saving={setup.saving} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
