import { HStack, Input, NativeSelect } from '@chakra-ui/react'
import { FormField } from '@/components/ui/form-field'
import type { AmountDraft } from '../payment-policy-form'

type Props = {
  name: string
  label: string
  helper: string
  value: AmountDraft
  error?: string
  /** A fee may be none; a deposit is fixed or a percentage. */
  allowNone: boolean
  onChange: (next: AmountDraft) => void
}

/** A fixed amount in dollars or a whole percentage of the service price (or none, for a fee). */
export function PaymentAmountField({ name, label, helper, value, error, allowNone, onChange }: Props) {
  return (
    <FormField label={label} error={error} helperText={helper}>
      <HStack gap="2" align="stretch">
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label={`${label}: kind`}
            name={`${name}Kind`}
            value={value.kind}
            onChange={(e) => onChange({ ...value, kind: e.target.value as AmountDraft['kind'] })}
          >
            {allowNone && <option value="none">No fee</option>}
            <option value="percent">Percent</option>
            <option value="fixed">Dollars</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {value.kind !== 'none' && (
          <Input
            name={name}
            aria-label={`${label}: ${value.kind === 'percent' ? 'percent of the price' : 'amount in dollars'}`}
            inputMode="decimal"
            value={value.value}
            placeholder={value.kind === 'percent' ? '25' : '20.00'}
            onChange={(e) => onChange({ ...value, value: e.target.value })}
          />
        )}
      </HStack>
    </FormField>
  )
}
