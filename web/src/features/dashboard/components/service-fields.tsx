import { Fieldset, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { serviceCatalogue } from '@marketplace/domain/catalogue/services.ts'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import type { useSaveService } from '../api/save-service'
import { fieldErrorsOf } from '@/lib/api-errors'
import {
  OWN_SERVICE,
  changeCategory,
  checkServiceDraft,
  invalidServiceToast,
  newServiceDraft,
  serviceToDraft,
  type ServiceDraft,
} from '../service-form'

export const serviceFormId = 'service-form'

const processingFields = [
  { name: 'activeMinutes', label: 'You work (min)' },
  { name: 'processingMinutes', label: 'Processing (min)' },
  { name: 'finishingMinutes', label: 'Finishing (min)' },
] as const

type ServiceFieldsProps = {
  service: DashboardService | null
  save: ReturnType<typeof useSaveService>
  onSaved: () => void
}

/** The dialog's form: a catalogue service picked by category (or a name of one's own), price, duration. */
export function ServiceFields({ service, save, onSaved }: ServiceFieldsProps) {
  const [draft, setDraft] = useState<ServiceDraft>(() => (service ? serviceToDraft(service) : newServiceDraft()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const category = serviceCatalogue.find((c) => c.name === draft.category) ?? serviceCatalogue[0]

  function update(change: Partial<ServiceDraft>) {
    setDraft((current) => ({ ...current, ...change }))
    const cleared = new Set<string>(Object.keys(change))
    if ('choice' in change || 'ownName' in change) cleared.add('name')
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.has(key))))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkServiceDraft(draft)
    if (!check.ok) {
      setErrors(check.errors)
      if (check.invalidService) toast({ ...invalidServiceToast, variant: 'destructive' })
      return
    }
    save.mutate(
      { serviceId: service?.id ?? null, values: check.values },
      {
        onSuccess: () => {
          toast({ title: service ? 'Service updated' : 'Service added', variant: 'success' })
          onSaved()
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          toast({
            title: 'Error',
            description: 'Failed to save the service. Please try again.',
            variant: 'destructive',
          })
        },
      },
    )
  }

  return (
    <form id={serviceFormId} noValidate aria-label={service ? 'Edit service' : 'Add service'} onSubmit={handleSubmit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Category">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="category"
                value={draft.category}
                onChange={(e) => setDraft(changeCategory(draft, e.target.value))}
              >
                {serviceCatalogue.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Service" error={draft.choice === OWN_SERVICE ? undefined : errors.name} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="service"
                value={draft.choice}
                onChange={(e) => update({ choice: e.target.value })}
              >
                {category.services.map((s) => (
                  <option key={s.code} value={s.label}>
                    {s.label}
                  </option>
                ))}
                <option value={OWN_SERVICE}>Other (name it yourself)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        {draft.choice === OWN_SERVICE && (
          <FormField
            label="Service name"
            error={errors.ownName}
            required
            helperText="Services from the list above are easier for clients to find."
          >
            <Input name="ownName" value={draft.ownName} onChange={(e) => update({ ownName: e.target.value })} />
          </FormField>
        )}
        <FormField label="Description" error={errors.description}>
          <Textarea
            name="description"
            rows={3}
            value={draft.description}
            onChange={(e) => update({ description: e.target.value })}
            placeholder="What is included (optional)"
          />
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label="Price ($)" error={errors.price} required helperText="0 hides the price.">
            <Input
              name="price"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.price}
              onChange={(e) => update({ price: e.target.value })}
            />
          </FormField>
          <FormField label="Duration (minutes)" error={errors.duration}>
            <Input
              name="duration"
              type="number"
              inputMode="numeric"
              min={0}
              step={5}
              value={draft.duration}
              onChange={(e) => update({ duration: e.target.value })}
            />
          </FormField>
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Processing time (optional)
          </Fieldset.Legend>
          <Fieldset.HelperText fontSize="sm" color="fg.muted">
            For colour and the like: you work, the client processes while you are free for someone else, then you
            finish. The three add up to the duration.
          </Fieldset.HelperText>
          <SimpleGrid columns={3} gap="3" mt="2">
            {processingFields.map(({ name, label }) => (
              <FormField key={name} label={label} error={errors[name]}>
                <Input
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={5}
                  value={draft[name]}
                  onChange={(e) => update({ [name]: e.target.value })}
                />
              </FormField>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
      </Stack>
    </form>
  )
}
