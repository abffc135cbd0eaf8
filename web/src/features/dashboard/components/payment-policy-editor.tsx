import { Alert, Button, HStack, Input, NativeSelect, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { DashboardPayments, PaymentPolicy } from '@marketplace/domain/contract/payments.ts'
import { agreedTerms, describeScope, describeTerms } from '@marketplace/domain/payments/policy-rules.ts'
import { formatCents } from '@marketplace/domain/money.ts'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useRemoveServicePolicy, useSavePaymentPolicy } from '../api/payments'
import { checkPolicyDraft, policyToDraft, type PolicyDraft } from '../payment-policy-form'
import { PaymentAmountField } from './payment-amount-field'

const requirements = [
  { value: 'none', label: 'Nothing required', description: 'Clients book without a card.' },
  { value: 'card_on_file', label: 'Card on file', description: 'A card is saved for fees; nothing is charged.' },
  { value: 'deposit', label: 'Deposit', description: 'Part of the price is paid when booking.' },
  { value: 'prepayment', label: 'Full prepayment', description: 'The whole price is paid when booking.' },
] as const
const scopes = [
  { value: 'everyone', label: 'Every client' },
  { value: 'new_clients', label: 'Only new clients' },
  { value: 'past_no_show', label: 'Only clients with a past no-show' },
] as const

/** The plain words a client would read for this draft, at an example price; null when invalid. */
function preview(values: PaymentPolicy | null, priceCents: number, data: DashboardPayments): string | null {
  if (!values) return null
  if (values.requirement === 'none') return 'Clients book without paying or saving a card.'
  const terms = agreedTerms(values, priceCents, data.cancellationWindowHours, data.timeZone)
  return [describeTerms(terms), describeScope(values)].filter(Boolean).join(' ')
}

/** The policy form, for all services or one service's own, with its plain-words preview. */
export function PaymentPolicyEditor({ data }: { data: DashboardPayments }) {
  const [target, setTarget] = useState<'all' | number>('all')
  const service = target === 'all' ? null : data.services.find((s) => s.serviceId === target)
  const current = target === 'all' ? data.overall : (service?.policy ?? data.overall)
  return (
    <Stack gap="4">
      <FormField label="Policy for" helperText="One policy for all services, or a different one for a service.">
        <NativeSelect.Root>
          <NativeSelect.Field
            name="policyTarget"
            value={String(target)}
            onChange={(e) => setTarget(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">All services</option>
            {data.services.map((s) => (
              <option key={s.serviceId} value={s.serviceId}>
                {s.serviceName} ({formatCents(s.priceCents)}){s.policy ? ': own policy' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {service && !service.policy && (
        <Text fontSize="sm" color="fg.muted">
          This service uses your policy for all services. Saving here gives it its own.
        </Text>
      )}
      <PolicyForm
        key={`${String(target)}-${JSON.stringify(current)}`}
        data={data}
        serviceId={service?.serviceId ?? null}
        hasOwn={Boolean(service?.policy)}
        saved={current}
        examplePriceCents={
          service && service.priceCents > 0
            ? service.priceCents
            : (data.services.find((s) => s.priceCents > 0)?.priceCents ?? 6000)
        }
      />
    </Stack>
  )
}

type FormProps = {
  data: DashboardPayments
  serviceId: number | null
  hasOwn: boolean
  saved: PaymentPolicy | null
  examplePriceCents: number
}

function PolicyForm({ data, serviceId, hasOwn, saved, examplePriceCents }: FormProps) {
  const [draft, setDraft] = useState<PolicyDraft>(() => policyToDraft(saved))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const save = useSavePaymentPolicy()
  const remove = useRemoveServicePolicy()
  const check = checkPolicyDraft(draft)
  const words = preview(check.ok ? check.values : null, examplePriceCents, data)

  function update(change: Partial<PolicyDraft>) {
    setDraft((d) => ({ ...d, ...change }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in change))))
    setRefusal(null)
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!check.ok) {
      setErrors(check.errors)
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(check.errors)[0]}"]`)?.focus()
      return
    }
    save.mutate(
      { serviceId, policy: check.values },
      {
        onSuccess: () => toast({ title: 'Payment policy saved', variant: 'success' }),
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          setRefusal(failureMessage(error, 'Please try again.'))
        },
      },
    )
  }
  const fees = draft.requirement !== 'none'
  return (
    <form noValidate aria-label="Payment policy" onSubmit={submit}>
      <Stack gap="5">
        <RadioCard.Root
          name="requirement"
          value={draft.requirement}
          onValueChange={(e) => update({ requirement: e.value as PolicyDraft['requirement'] })}
          colorPalette="brand"
          variant="outline"
        >
          <RadioCard.Label fontWeight="medium">What clients do when booking</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {requirements.map((r) => (
              <RadioCard.Item key={r.value} value={r.value}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent gap="1">
                    <RadioCard.ItemText>{r.label}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{r.description}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {draft.requirement === 'deposit' && (
            <PaymentAmountField
              name="deposit"
              label="Deposit"
              helper="A percentage of the price or a fixed amount, never more than the price."
              value={draft.deposit}
              error={errors.deposit ?? errors['deposit.value']}
              allowNone={false}
              onChange={(deposit) => update({ deposit })}
            />
          )}
          {fees && (
            <>
              <PaymentAmountField
                name="lateCancellationFee"
                label="Late cancellation fee"
                helper={`For cancelling inside your ${data.cancellationWindowHours}-hour window; capped at the price.`}
                value={draft.lateCancellationFee}
                error={errors.lateCancellationFee ?? errors['lateCancellationFee.value']}
                allowNone
                onChange={(lateCancellationFee) => update({ lateCancellationFee })}
              />
              <PaymentAmountField
                name="noShowFee"
                label="No-show fee"
                helper="Charged when you mark a no-show, unless you waive it; capped at the price."
                value={draft.noShowFee}
                error={errors.noShowFee ?? errors['noShowFee.value']}
                allowNone
                onChange={(noShowFee) => update({ noShowFee })}
              />
              <FormField
                label="Minimum booking value ($)"
                error={errors.minimumBooking}
                helperText="Bookings priced below this ask for nothing. Leave empty for all."
              >
                <Input
                  name="minimumBooking"
                  inputMode="decimal"
                  placeholder="0.00"
                  value={draft.minimumBooking}
                  onChange={(e) => update({ minimumBooking: e.target.value })}
                />
              </FormField>
              <FormField label="Who it applies to">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="scope"
                    value={draft.scope}
                    onChange={(e) => update({ scope: e.target.value as PolicyDraft['scope'] })}
                  >
                    {scopes.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </>
          )}
        </SimpleGrid>
        <Stack gap="1" p="4" rounded="md" bg="bg.muted" aria-live="polite">
          <Text fontSize="sm" fontWeight="medium">
            What clients read before they confirm (for a {formatCents(examplePriceCents)} service)
          </Text>
          <Text fontSize="sm">{words ?? 'Fix the fields above to see the preview.'}</Text>
        </Stack>
        {refusal && (
          <Alert.Root status="error" rounded="md">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving…">
            {serviceId === null ? 'Save payment policy' : 'Save policy for this service'}
          </Button>
          {hasOwn && serviceId !== null && (
            <Button variant="outline" loading={remove.isPending} onClick={() => remove.mutate(serviceId)}>
              Use the policy for all services
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  )
}
