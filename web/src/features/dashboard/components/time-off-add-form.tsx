import { Alert, Button, Input, List, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { TimeOffAdded } from '@marketplace/domain/contract/booking.ts'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useAddTimeOff } from '../api/add-time-off'
import { changeStart, checkTimeOffDraft, newTimeOffDraft, type TimeOffDraft, type TimeOffKind } from '../time-off-form'

const kinds: { value: TimeOffKind; label: string }[] = [
  { value: 'days', label: 'Whole days' },
  { value: 'part', label: 'Part of a day' },
]

/** Adds time off: whole days from one date to another, or part of one day; a note is optional. */
export function TimeOffAddForm({ today }: { today: string }) {
  const [draft, setDraft] = useState<TimeOffDraft>(() => newTimeOffDraft(today))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const add = useAddTimeOff()
  // The live appointments the last entry overlaps: kept, listed so the stylist can move or cancel them.
  const [overlapping, setOverlapping] = useState<TimeOffAdded['overlapping']>([])
  const part = draft.kind === 'part'

  function update(next: TimeOffDraft) {
    const changed = new Set(
      Object.keys(next).filter((k) => next[k as keyof TimeOffDraft] !== draft[k as keyof TimeOffDraft]),
    )
    setDraft(next)
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !changed.has(key))))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkTimeOffDraft(draft)
    if (!check.ok) {
      setErrors(check.errors)
      return
    }
    add.mutate(check.values, {
      onSuccess: (added) => {
        toast({ title: 'Time off added', variant: 'success' })
        setOverlapping(added.overlapping)
        setDraft(newTimeOffDraft(today))
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error))
        toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' })
      },
    })
  }

  return (
    <form noValidate aria-label="Add time off" onSubmit={handleSubmit}>
      <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
        <Text as="h4" fontWeight="semibold" color="fg.heading">
          Add time off
        </Text>
        <RadioGroup.Root
          name="kind"
          size="sm"
          colorPalette="brand"
          value={draft.kind}
          onValueChange={(e) => update({ ...draft, kind: e.value === 'part' ? 'part' : 'days' })}
          aria-label="Time off for"
        >
          <Stack direction="row" gap="5" flexWrap="wrap">
            {kinds.map((k) => (
              <RadioGroup.Item key={k.value} value={k.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{k.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <SimpleGrid columns={{ base: 1, sm: 2, md: part ? 3 : 2 }} gap="4">
          <FormField label={part ? 'Date' : 'From'} error={errors.startsOn} required>
            <Input
              name="startsOn"
              type="date"
              min={today}
              value={draft.startsOn}
              onChange={(e) => update(changeStart(draft, e.target.value))}
            />
          </FormField>
          {part ? (
            <SimpleGrid columns={2} gap="3" gridColumn={{ sm: 'span 1', md: 'span 2' }}>
              <FormField label="From time" error={errors.fromTime} required>
                <Input
                  name="fromTime"
                  type="time"
                  step={900}
                  value={draft.fromTime}
                  onChange={(e) => update({ ...draft, fromTime: e.target.value })}
                />
              </FormField>
              <FormField label="To time" error={errors.toTime} required>
                <Input
                  name="toTime"
                  type="time"
                  step={900}
                  value={draft.toTime}
                  onChange={(e) => update({ ...draft, toTime: e.target.value })}
                />
              </FormField>
            </SimpleGrid>
          ) : (
            <FormField label="To" error={errors.endsOn} required helperText="The last day away.">
              <Input
                name="endsOn"
                type="date"
                min={draft.startsOn || today}
                value={draft.endsOn}
                onChange={(e) => update({ ...draft, endsOn: e.target.value })}
              />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label="Note" error={errors.note} helperText="Only you see it (optional).">
          <Input
            name="note"
            maxLength={200}
            value={draft.note}
            onChange={(e) => update({ ...draft, note: e.target.value })}
            placeholder="Vacation, training, appointment"
          />
        </FormField>
        {overlapping.length > 0 && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                This time off overlaps{' '}
                {overlapping.length === 1 ? 'an appointment' : `${overlapping.length} appointments`}
              </Alert.Title>
              <Alert.Description>
                They are still booked: move or cancel them in Appointments.
                <List.Root mt="1" ps="4">
                  {overlapping.map((a) => (
                    <List.Item key={a.id}>
                      {a.localStart} – {a.localEnd.slice(11)}, {a.serviceName}
                      {a.status === 'requested' ? ' (request)' : ''}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={add.isPending}
          loadingText="Adding…"
        >
          Add Time Off
        </Button>
      </Stack>
    </form>
  )
}
