import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '@/components/ui/form-field'
import { checkCardFields, type CardEntry, type CardField, type CardFields } from '@/lib/card/card-fields'
import { formatExpiry } from '@/lib/card/card-expiry'
import { checkCardNumber, cvcLength, formatCardNumber, maxCardNumberLength } from '@/lib/card/card-number'

/**
 * The card entry of embedded mode (no Stripe keys): number, expiry and security code, checked as
 * typed. One form for every card the product takes there (stylist billing, booking payments); the
 * embedded provider then judges the card as Stripe's test mode would. `entry` is the complete
 * card, or null while any field is not right.
 */
export function useCardEntry() {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' })
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({})
  const check = checkCardFields(fields, new Date())
  return { fields, setFields, touched, setTouched, check, entry: check.entry as CardEntry | null }
}
export type CardEntryState = ReturnType<typeof useCardEntry>

export function CardEntryFields({ state }: { state: CardEntryState }) {
  const { fields, setFields, touched, setTouched, check } = state
  const brand = checkCardNumber(fields.number).brand
  const errorFor = (field: CardField) => (touched[field] ? check.errors[field] : undefined)
  const touch = (field: CardField) => setTouched((current) => ({ ...current, [field]: true }))
  return (
    <Stack gap="4">
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
    </Stack>
  )
}
