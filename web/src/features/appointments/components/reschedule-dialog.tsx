import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import type { Appointment, SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { DialogActions, DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { rescheduleSlotsQueryOptions, useRescheduleSlots } from '../api/get-reschedule-slots'
import { SlotTakenError, useRescheduleAppointment } from '../api/reschedule-appointment'
import { formatAppointmentDate, formatAppointmentTime, formatClockIn, zoneShortName } from '../appointment-display'
import { initialDate, stripRange, withFreshSlots } from '../reschedule-slots'
import { SlotPicker } from './slot-picker'

/** 'Reschedule': open times of the same service over the next two weeks; one press moves it. */
export function RescheduleDialog({ appointment }: { appointment: Appointment }) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null)
  const open = range !== null
  return (
    <DialogFrame
      open={open}
      onClose={() => setRange(null)}
      title="Choose a new time"
      size="lg"
      fullScreenOnPhone
      trigger={
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => setRange(stripRange(new Date(), appointment.timeZone))}
        >
          <CalendarClock aria-hidden /> Reschedule
        </Button>
      }
    >
      {range && <RescheduleBody appointment={appointment} range={range} onDone={() => setRange(null)} />}
    </DialogFrame>
  )
}

type BodyProps = { appointment: Appointment; range: { from: string; to: string }; onDone: () => void }

function RescheduleBody({ appointment, range, onDone }: BodyProps) {
  const queryClient = useQueryClient()
  const request = { stylistId: appointment.stylist.id, serviceId: appointment.service.id ?? 0, ...range }
  const slots = useRescheduleSlots(request, appointment.service.id !== null)
  const reschedule = useRescheduleAppointment()
  const [date, setDate] = useState<string | undefined>()
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const zone = appointment.timeZone
  const shownDate = slots.data ? (date ?? initialDate(slots.data.days)) : undefined

  function move() {
    if (!startsAt) return
    setRefusal(null)
    reschedule.mutate(
      { id: appointment.id, startsAt },
      {
        onSuccess: (moved) => {
          onDone()
          toast({
            title: 'Appointment moved',
            description: `${formatAppointmentDate(moved.startsAt, moved.timeZone)}, ${formatAppointmentTime(moved.startsAt, moved.endsAt, moved.timeZone)}`,
            variant: 'success',
          })
        },
        onError: (error) => {
          setStartsAt(null)
          if (error instanceof SlotTakenError) {
            // The day's list as it is now: the taken time is gone, whatever opened meanwhile is there.
            queryClient.setQueryData(rescheduleSlotsQueryOptions(request).queryKey, (old: SlotsResponse | undefined) =>
              old ? withFreshSlots(old, startsAt, error.slots) : old,
            )
          }
          setRefusal(failureMessage(error, 'The appointment could not be moved. Please try again.'))
        },
      },
    )
  }

  return (
    <>
      <DialogBody>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {appointment.service.name} with {appointment.stylist.name}, now on{' '}
            {formatAppointmentDate(appointment.startsAt, zone)} at {formatClockIn(appointment.startsAt, zone)}. Times
            are the stylist’s local time ({zoneShortName(appointment.startsAt, zone)}).
          </Text>
          {refusal && (
            <Alert.Root status="warning" variant="subtle" rounded="md" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          )}
          {slots.isError ? (
            <Alert.Root status="error" variant="subtle" rounded="md" alignItems="center">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>We could not load the open times.</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => void slots.refetch()} loading={slots.isFetching}>
                Try again
              </Button>
            </Alert.Root>
          ) : slots.data ? (
            <SlotPicker
              response={slots.data}
              date={shownDate}
              onDate={(next) => {
                setDate(next)
                setStartsAt(null)
              }}
              selected={startsAt}
              onSelect={setStartsAt}
            />
          ) : (
            <Stack gap="3" aria-busy="true" role="status">
              <Text srOnly>Loading open times…</Text>
              <Skeleton h="16" rounded="md" />
              <Skeleton h="24" rounded="md" />
            </Stack>
          )}
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onDone} disabled={reschedule.isPending}>
          Keep current time
        </Button>
        <Button
          colorPalette="brand"
          disabled={!startsAt}
          loading={reschedule.isPending}
          loadingText="Moving…"
          onClick={move}
        >
          {startsAt ? `Move to ${formatClockIn(startsAt, zone)}` : 'Choose a time'}
        </Button>
      </DialogActions>
    </>
  )
}
