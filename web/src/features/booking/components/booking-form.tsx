import { Alert, Button, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { localDateOf, zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'
import type { Appointment, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { DialogActions, DialogBody } from '@/components/ui/dialog-frame'
import { FormField } from '@/components/ui/form-field'
import { serviceOption } from '../booking-labels'
import { bookingSlotsQueryKey } from '../api/booking-query-keys'
import type { BookingInfo } from '../api/get-booking-info'
import { refetchBookingSlotsFresh, useBookingSlots } from '../api/get-booking-slots'
import type { BookingChoice } from '../booking-choice'
import type { BookAttempt } from '../hooks/use-book-attempt'
import { useBookingNote } from '../hooks/use-booking-note'
import { panelState, withFreshSlots } from '../panel-state'
import { dateLabels, slotTimeLabel, stripDates, zoneName } from '../slot-times'
import { BookingPolicy } from './booking-policy'
import { DateStrip } from './date-strip'
import { SlotPicker } from './slot-picker'

export type BookableService = { id: number; name: string; price: number; duration: number }

type BookingFormProps = {
  stylistId: number
  info: BookingInfo
  services: BookableService[]
  choice: BookingChoice
  onChoiceChange: (choice: BookingChoice | null) => void
  viewerStatus: 'loading' | 'signedIn' | 'signedOut'
  onSignIn: () => void
  onBooked: (appointment: Appointment) => void
  attempt: BookAttempt
  /** "A question before you book?" and the route's Message button (issue 38). */
  questionAction?: ReactNode
}

export function BookingForm(props: BookingFormProps) {
  const { stylistId, info, services, choice, onChoiceChange, viewerStatus, attempt } = props
  const queryClient = useQueryClient()
  // "Today" is the stylist's today, fixed while the panel is open.
  const [dates] = useState(() => stripDates(localDateOf(new Date(), info.timeZone)))
  const service = services.find((s) => s.id === choice.serviceId) ?? null
  const request = { stylistId, from: dates[0], to: dates[dates.length - 1] }
  const slotsQuery = useBookingSlots({ ...request, serviceId: service?.id ?? null })
  const data = slotsQuery.data
  // While another service's times load, the old strip stays (dimmed) but says nothing about this one.
  const fresh = data !== undefined && !slotsQuery.isPlaceholderData
  const { days, date, daySlots, slot, slotGone, noneInStrip } = panelState(dates, data, choice)
  const timeZone = data?.timeZone ?? info.timeZone
  const policy = data?.policy ?? info.policy
  const [note, setNote] = useBookingNote(stylistId)
  const { failure } = attempt

  const choose = (next: BookingChoice) => {
    attempt.clearFailure()
    onChoiceChange(next)
  }

  const confirm = () => {
    if (!service || !slot) return
    attempt.submit(
      { stylistId, serviceId: service.id, startsAt: slot, notes: note.trim() },
      {
        onBooked: (appointment) => {
          setNote('')
          props.onBooked(appointment)
        },
        onSlotTaken: (freshSlots) => {
          const key = bookingSlotsQueryKey(stylistId, service.id, request.from, request.to)
          // The 409's fresh times show at once; the whole strip is asked again behind them.
          if (freshSlots && date) {
            queryClient.setQueryData<SlotsResponse>(key, (old) => old && withFreshSlots(old, date, freshSlots))
          }
          void refetchBookingSlotsFresh(queryClient, { ...request, serviceId: service.id })
          onChoiceChange({ ...choice, date, slot: null })
        },
      },
    )
  }

  const noteError = failure?.kind === 'field' && failure.field === 'notes' ? failure.message : undefined
  const alert = failure && !noteError ? failure.message : null
  const zoneAt = daySlots?.[0]?.startsAt ?? (date ? zonedInstant(date, '12:00', timeZone) : new Date())

  return (
    <>
      <DialogBody>
        <Stack gap="5">
          <FormField label="Service">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="service"
                value={service ? String(service.id) : ''}
                onChange={(e) => choose({ serviceId: Number(e.target.value), date: null, slot: null })}
              >
                {!service && <option value="">Choose a service</option>}
                {services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {serviceOption(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>

          {service && slotsQuery.isError && !data ? (
            <Alert.Root status="error" variant="subtle" rounded="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Could not load the open times.</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => void slotsQuery.refetch()}>
                Try again
              </Button>
            </Alert.Root>
          ) : (
            service && (
              <>
                <DateStrip
                  days={days}
                  selected={date}
                  onSelect={(next) => choose({ serviceId: service.id, date: next, slot: null })}
                />
                <Stack gap="3" opacity={fresh ? 1 : 0.6} aria-busy={!fresh}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{date ? `Times on ${dateLabels(date).long}` : 'Time'}</Text>
                    <Text fontSize="sm" color="fg.muted" data-testid="booking-zone">
                      Times in {zoneName(timeZone, zoneAt)}
                    </Text>
                  </Stack>
                  {fresh && noneInStrip ? (
                    <Text color="fg.muted" py="3" data-testid="booking-no-slots">
                      No open times in the next two weeks
                    </Text>
                  ) : (
                    <SlotPicker
                      slots={daySlots}
                      timeZone={timeZone}
                      selected={slot}
                      emptyText="No open times on this day"
                      onSelect={(startsAt) => choose({ serviceId: service.id, date, slot: startsAt })}
                    />
                  )}
                  {fresh && slotGone && !failure && (
                    <Text role="status" color="fg.warning" fontSize="sm">
                      The time you chose is no longer open. Please choose another.
                    </Text>
                  )}
                </Stack>
              </>
            )
          )}

          <BookingPolicy policy={policy} />

          <FormField label="Note for the stylist (optional)" error={noteError}>
            <Textarea
              name="notes"
              value={note}
              maxLength={500}
              rows={2}
              autoresize
              placeholder="Anything the stylist should know"
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>

          {props.questionAction && (
            <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>A question before you book?</Text>
              {props.questionAction}
            </HStack>
          )}

          {alert && (
            <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </DialogBody>
      <DialogActions>
        <Text fontSize="sm" color="fg.muted" alignSelf="center" me={{ sm: 'auto' }} aria-live="polite">
          {service && slot && date
            ? `${service.name}, ${dateLabels(date).long} at ${slotTimeLabel(slot, timeZone)}`
            : date
              ? 'Choose a time'
              : 'Choose a day and a time'}
        </Text>
        {viewerStatus === 'signedIn' ? (
          <Button
            colorPalette="brand"
            disabled={!slot}
            loading={attempt.isPending}
            loadingText="Booking…"
            onClick={confirm}
          >
            Confirm booking
          </Button>
        ) : (
          <Button colorPalette="brand" disabled={!slot} loading={viewerStatus === 'loading'} onClick={props.onSignIn}>
            Sign in to book
          </Button>
        )}
      </DialogActions>
    </>
  )
}
