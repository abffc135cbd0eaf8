import { Button, chakra, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { FormField } from '@/components/ui/form-field'
import { bookedPrice, serviceOption } from '../booking-labels'
import { visitLength, type PanelService, type Visit } from '../panel-state'

type VisitServicesProps = {
  /** The stylist's services, in their order. */
  services: PanelService[]
  /** The visit chosen so far; null until a service is. */
  visit: Visit | null
  /** The visit's first service, the one Book opened the panel on. */
  firstId: number | null
  onFirstChange: (id: number) => void
  onAdd: (id: number) => void
  onRemove: (id: number) => void
}

/**
 * The visit's services (issue 39): the service the client chose, the ones they added (each with
 * Remove; all in the stylist's order, as the visit is booked), "Add another service", and the
 * visit's total time and price (a polite live region: a screen reader hears the new total).
 */
export function VisitServices({ services, visit, firstId, onFirstChange, onAdd, onRemove }: VisitServicesProps) {
  const addId = useId()
  const [toAdd, setToAdd] = useState('')
  const addable = visit?.addable ?? []
  const added = visit ? visit.services.filter((s) => s.id !== firstId) : []
  const several = visit !== null && visit.services.length > 1
  const price = visit ? bookedPrice(visit.price) : null
  const chosen = addable.some((s) => String(s.id) === toAdd) ? toAdd : ''
  return (
    <Stack gap="3">
      <FormField label={several ? 'First service' : 'Service'}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="service"
            value={firstId !== null && visit ? String(firstId) : ''}
            onChange={(e) => onFirstChange(Number(e.target.value))}
          >
            {!visit && <option value="">Choose a service</option>}
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {serviceOption(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>

      {added.length > 0 && (
        <Stack gap="1.5" as="section" aria-labelledby={`${addId}-added`}>
          <Text id={`${addId}-added`} fontWeight="medium" fontSize="sm">
            Also in this visit
          </Text>
          <List.Root listStyleType="none" gap="1.5" data-testid="visit-added">
            {added.map((s) => (
              <List.Item key={s.id}>
                <HStack gap="2" borderWidth="1px" rounded="md" ps="3" pe="1" py="1" justify="space-between">
                  <Text fontSize="sm" minW="0">
                    {serviceOption(s)}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Remove ${s.name}`}
                    onClick={() => onRemove(s.id)}
                    flexShrink="0"
                  >
                    <X aria-hidden />
                    Remove
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}

      {visit && addable.length > 0 && (
        <Stack gap="1.5">
          <chakra.label htmlFor={addId} fontWeight="medium" fontSize="sm">
            Add another service
          </chakra.label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <NativeSelect.Root flex="1">
              <NativeSelect.Field
                id={addId}
                name="add-service"
                value={chosen}
                onChange={(e) => setToAdd(e.target.value)}
              >
                <option value="">Choose a service to add</option>
                {addable.map((s) => (
                  <option key={s.id} value={s.id}>
                    {serviceOption(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={chosen === ''}
              onClick={() => {
                onAdd(Number(chosen))
                setToAdd('')
              }}
            >
              <Plus aria-hidden />
              Add to visit
            </Button>
          </Stack>
        </Stack>
      )}

      <Text
        fontSize="sm"
        fontWeight={several ? 'semibold' : 'normal'}
        color={several ? 'fg' : 'fg.muted'}
        aria-live="polite"
        data-testid="visit-total"
      >
        {visit
          ? several
            ? `Visit total: ${visitLength(visit.minutes)}${price ? ` · ${price}` : ''} (${visit.services.length} services)`
            : `${visitLength(visit.minutes)}${price ? ` · ${price}` : ''}`
          : ''}
      </Text>
    </Stack>
  )
}
