import { Alert, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { localDateOf, zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'
import type { Appointment, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { DialogActions, DialogBody } from '@/components/ui/dialog-frame'
import { FormField } from '@/components/ui/form-field'
import type { BookedAppointment } from '../api/book-appointment'
import { confirmHeldPayment, usePaymentTerms } from '../api/booking-payment'
import { appointmentQueryKey, bookingSlotsQueryKey } from '../api/booking-query-keys'
import { getAppointment } from '../api/get-appointment'
import type { BookingInfo } from '../api/get-booking-info'
import { refetchBookingSlotsFresh, useBookingSlots } from '../api/get-booking-slots'
import type { BookingChoice } from '../booking-choice'
import type { BookAttempt } from '../hooks/use-book-attempt'
import { useBookingNote } from '../hooks/use-booking-note'
import { panelState, visitOf, withFirstService, withFreshSlots, withoutService, withService } from '../panel-state'
import { dateLabels, slotTimeLabel, stripDates, zoneName } from '../slot-times'
import { BookingPolicy } from './booking-policy'
import { DateStrip } from './date-strip'
import { PaymentStep } from './payment-step'
import { SlotPicker } from './slot-picker'
import { VisitServices } from './visit-services'

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
  // The visit: the chosen service and the ones added to it, in the stylist's order (issue 39).
  const visit = visitOf(services, choice)
  const service = visit ? services.find((s) => s.id === choice.serviceId)! : null
  // The choice as the panel writes it back: the added services it could not offer dropped.
  const current = visit ? { ...choice, also: visit.also } : choice
  const serviceIds = visit?.ids ?? []
  const request = { stylistId, from: dates[0], to: dates[dates.length - 1] }
  const slotsQuery = useBookingSlots({ ...request, serviceIds })
  const data = slotsQuery.data
  // While another service's times load, the old strip stays (dimmed) but says nothing about this one.
  const fresh = data !== undefined && !slotsQuery.isPlaceholderData
  const { days, date, daySlots, slot, slotGone, noneInStrip } = panelState(dates, data, choice)
  const timeZone = data?.timeZone ?? info.timeZone
  const policy = data?.policy ?? info.policy
  const [note, setNote] = useBookingNote(stylistId)
  const { failure } = attempt
  const terms = usePaymentTerms(stylistId, serviceIds).data
  const asksPayment = Boolean(terms?.terms && terms.terms.requirement !== 'none')
  // A booking held for its payment (issue 37): the card step replaces the form until it settles.
  const [held, setHeld] = useState<BookedAppointment | null>(null)
  const [declined, setDeclined] = useState<string | null>(null)

  const refreshSlots = () => {
    if (visit) void refetchBookingSlotsFresh(queryClient, { ...request, serviceIds })
  }

  const paid = async () => {
    if (!held) return
    const payment = await confirmHeldPayment(held.id)
    if (payment.status !== 'succeeded') {
      declinedWith(payment.failureMessage ?? 'The payment did not go through.')
      return
    }
    const appointment = await getAppointment(held.id)
    queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment)
    setHeld(null)
    setNote('')
    refreshSlots()
    props.onBooked(appointment)
  }

  const declinedWith = (message: string) => {
    // The server frees the slot on a refusal; asking it to settle now makes that immediate.
    if (held) void confirmHeldPayment(held.id).catch(() => undefined)
    setHeld(null)
    setDeclined(`${message} Nothing was charged and the time is free again.`)
    refreshSlots()
  }

  const choose = (next: BookingChoice) => {
    attempt.clearFailure()
    setDeclined(null)
    onChoiceChange(next)
  }

  const confirm = () => {
    if (!visit || !slot) return
    setDeclined(null)
    const services = visit.ids.length > 1 ? { serviceIds: visit.ids } : { serviceId: visit.ids[0] }
    attempt.submit(
      { stylistId, ...services, startsAt: slot, notes: note.trim() },
      {
        onBooked: (appointment) => {
          if (appointment.status === 'held' && appointment.payment) {
            setHeld(appointment)
            return
          }
          setNote('')
          props.onBooked(appointment)
        },
        onSlotTaken: (freshSlots) => {
          const key = bookingSlotsQueryKey(stylistId, serviceIds, request.from, request.to)
          // The 409's fresh times show at once; the whole strip is asked again behind them.
          if (freshSlots && date) {
            queryClient.setQueryData<SlotsResponse>(key, (old) => old && withFreshSlots(old, date, freshSlots))
          }
          void refetchBookingSlotsFresh(queryClient, { ...request, serviceIds })
          onChoiceChange({ ...current, date, slot: null })
        },
      },
    )
  }

  const noteError = failure?.kind === 'field' && failure.field === 'notes' ? failure.message : undefined
  const alert = failure && !noteError ? failure.message : null
  const zoneAt = daySlots?.[0]?.startsAt ?? (date ? zonedInstant(date, '12:00', timeZone) : new Date())

  if (held?.payment)
    return (
      <DialogBody>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {held.service.name}, {dateLabels(localDateOf(new Date(held.startsAt), held.timeZone)).long} at{' '}
            {slotTimeLabel(held.startsAt, held.timeZone)}
          </Text>
          <PaymentStep payment={held.payment} onConfirmed={paid} onDeclined={declinedWith} />
        </Stack>
      </DialogBody>
    )

  return (
    <>
      <DialogBody>
        <Stack gap="5">
          {/* A declined card is said first, where the eye is when the card step gives way to the form. */}
          {declined && (
            <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
              <Alert.Indicator />
              <Alert.Title>{declined}</Alert.Title>
            </Alert.Root>
          )}
          <VisitServices
            services={services}
            visit={visit}
            firstId={service?.id ?? null}
            onFirstChange={(id) => choose(withFirstService(current, id))}
            onAdd={(id) => choose(withService(current, id))}
            onRemove={(id) => choose(withoutService(current, id))}
          />

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
                  onSelect={(next) => choose({ ...current, date: next, slot: null })}
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
                      onSelect={(startsAt) => choose({ ...current, date, slot: startsAt })}
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

          <BookingPolicy policy={policy} payment={terms?.description ?? null} />

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
          {visit && slot && date
            ? `${visit.services.map((s) => s.name).join(' + ')}, ${dateLabels(date).long} at ${slotTimeLabel(slot, timeZone)}`
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
            {asksPayment ? 'Continue to payment' : 'Confirm booking'}
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
