import { Button, Input, RadioCard, SimpleGrid, Switch, Text, Textarea } from '@chakra-ui/react'
import type { BookingSettings } from '@marketplace/domain/contract/booking.ts'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import { useSaveBookingSettings } from '../api/save-booking-settings'
import {
  POLICY_MAX,
  checkSettingsDraft,
  policyCounterText,
  settingsToDraft,
  type SettingsDraft,
} from '../booking-settings-form'
import { FormSection } from './form-section'
import { StickySaveBar } from './sticky-save-bar'

const confirmations = [
  {
    value: 'instant',
    label: 'Confirm bookings instantly',
    description: 'A client who picks an open time has the appointment at once.',
  },
  {
    value: 'request',
    label: 'Review each request',
    description: 'The time is held while you accept or decline the request.',
  },
] as const

/** The booking settings: on or off, how bookings are confirmed, the limits and the policy text. */
export function BookingSettingsFields({ saved }: { saved: BookingSettings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsToDraft(saved))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveBookingSettings()

  function update(change: Partial<SettingsDraft>) {
    setDraft((current) => ({ ...current, ...change }))
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in change))))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkSettingsDraft(draft)
    if (!check.ok) {
      setErrors(check.errors)
      // The first field with a message takes the focus, so a keyboard or screen reader user lands on it.
      const first = Object.keys(check.errors)[0]
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    save.mutate(check.values, {
      onSuccess: (settings) => {
        setDraft(settingsToDraft(settings))
        toast({ title: 'Booking settings saved', variant: 'success' })
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error))
        toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' })
      },
    })
  }

  const number = (
    name: 'minNoticeHours' | 'horizonDays' | 'bufferMinutes' | 'cancellationWindowHours',
    label: string,
    helper: string,
    limits: { min: number; max: number; step?: number },
  ) => (
    <FormField label={label} error={errors[name]} helperText={helper}>
      <Input
        name={name}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={limits.step ?? 1}
        value={draft[name]}
        onChange={(e) => update({ [name]: e.target.value })}
      />
    </FormField>
  )

  return (
    <form noValidate aria-label="Booking settings" onSubmit={handleSubmit}>
      <FormSection id="booking-settings-heading" title="Online booking">
        <Switch.Root
          name="acceptsBookings"
          colorPalette="brand"
          checked={draft.acceptsBookings}
          onCheckedChange={(e) => update({ acceptsBookings: e.checked })}
          alignItems="start"
        >
          <Switch.HiddenInput role="switch" />
          <Switch.Control mt="0.5" />
          <Switch.Label fontWeight="normal">
            <Text as="span" fontWeight="medium" display="block">
              Take bookings online
            </Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              Clients see a Book button on your profile and pick an open time.
            </Text>
          </Switch.Label>
        </Switch.Root>

        <RadioCard.Root
          name="confirmation"
          value={draft.confirmation}
          onValueChange={(e) => {
            if (e.value === 'instant' || e.value === 'request') update({ confirmation: e.value })
          }}
          colorPalette="brand"
          variant="outline"
        >
          <RadioCard.Label fontWeight="medium">How bookings are confirmed</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {confirmations.map((c) => (
              <RadioCard.Item key={c.value} value={c.value}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent gap="1">
                    <RadioCard.ItemText>{c.label}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{c.description}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {number('minNoticeHours', 'Minimum notice (hours)', 'How soon before a start a client can book: 0 to 168.', {
            min: 0,
            max: 168,
          })}
          {number('horizonDays', 'How far ahead (days)', 'How far ahead clients can book: 1 to 365 days.', {
            min: 1,
            max: 365,
          })}
          {number(
            'bufferMinutes',
            'Buffer after each appointment (minutes)',
            'Time to clean up and reset: 0 to 120, in steps of 5.',
            { min: 0, max: 120, step: 5 },
          )}
          {number(
            'cancellationWindowHours',
            'Cancellation window (hours)',
            'Clients can cancel or reschedule online until this long before the start: 0 to 168.',
            { min: 0, max: 168 },
          )}
        </SimpleGrid>

        <FormField
          label="Booking policy"
          error={errors.policy}
          helperText={`Shown to clients before they book. ${policyCounterText(draft.policy)}`}
        >
          <Textarea
            name="policy"
            rows={4}
            maxLength={POLICY_MAX}
            value={draft.policy}
            onChange={(e) => update({ policy: e.target.value })}
            placeholder="Deposits, lateness, what to bring (optional)"
          />
        </FormField>

        <StickySaveBar bg="bg" mx={{ base: '-4', md: '-6' }} px={{ base: '4', md: '6' }} mb={{ base: '-4', md: '-6' }}>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={save.isPending}
            loadingText="Saving…"
          >
            Save Booking Settings
          </Button>
        </StickySaveBar>
      </FormSection>
    </form>
  )
}
