import { Alert, Button, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { BOOKING_STRIP_DAYS, type Appointment } from '@marketplace/domain/contract/booking.ts'
import { addDays, formatSlotLabel, localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { useState } from 'react'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from '@/components/ui/dialog-frame'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client'
import { failureMessage } from '@/lib/api-errors'
import { useAppointmentAction } from '../api/appointment-action'
import { useRescheduleSlots } from '../api/get-reschedule-slots'
import { shortDateText } from '../appointments-agenda'
import { ListLoadError } from './list-load-error'

type RescheduleDialogProps = {
  stylistId: number
  zone: string
  open: boolean
  appointment: Appointment | null
  summary: string
  onClose: () => void
}

/** Move an appointment to another open time of the same service in the next two weeks. */
export function RescheduleDialog({ stylistId, zone, open, appointment, summary, onClose }: RescheduleDialogProps) {
  const move = useAppointmentAction()
  return (
    <DialogFrame open={open} onClose={onClose} title="Reschedule appointment" size="lg" busy={move.isPending}>
      {open && appointment && (
        <RescheduleBody
          key={appointment.id}
          move={move}
          stylistId={stylistId}
          zone={zone}
          open={open}
          appointment={appointment}
          summary={summary}
          onClose={onClose}
        />
      )}
    </DialogFrame>
  )
}

type RescheduleBodyProps = RescheduleDialogProps & {
  appointment: Appointment
  move: ReturnType<typeof useAppointmentAction>
}

function RescheduleBody({ stylistId, zone, appointment, summary, onClose, move }: RescheduleBodyProps) {
  const [today] = useState(() => localDateOf(new Date(), zone))
  const serviceId = appointment.service.id
  const slots = useRescheduleSlots(
    serviceId === null ? null : { stylistId, serviceId, from: today, to: addDays(today, BOOKING_STRIP_DAYS - 1) },
  )
  const days = slots.data?.days ?? []
  const [chosenDate, setChosenDate] = useState<string | null>(null)
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const date = chosenDate ?? days.find((d) => d.slots.length > 0)?.date ?? null
  const daySlots = days.find((d) => d.date === date)?.slots ?? []

  function submit() {
    if (!startsAt) {
      setProblem('Choose a new time')
      return
    }
    move.mutate(
      { id: appointment.id, action: 'reschedule', startsAt },
      {
        onSuccess: (moved) => {
          const movedDate = shortDateText(localDateOf(new Date(moved.startsAt), zone))
          toast({ title: `Moved to ${movedDate}, ${formatSlotLabel(moved.startsAt, zone)}`, variant: 'success' })
          onClose()
        },
        onError: (error) => {
          setProblem(failureMessage(error, 'Please try again.'))
          // Taken meanwhile: the list of open times is out of date.
          if (error instanceof ApiError && error.status === 409) {
            setStartsAt(null)
            void slots.refetch()
          }
        },
      },
    )
  }

  return (
    <>
      <DialogBody>
        <Stack gap="4">
          <DialogDescription>
            {summary}. The client is told of the new time; the old one opens up once the new one is held.
          </DialogDescription>
          {serviceId === null ? (
            <Text color="fg.muted">
              This service is no longer on your list, so there are no open times to offer. Cancel the appointment
              instead, or add the service again.
            </Text>
          ) : slots.isError ? (
            <ListLoadError what="open times" onRetry={() => void slots.refetch()} retrying={slots.isFetching} />
          ) : slots.isPending ? (
            <Stack gap="3" aria-busy="true">
              <Text srOnly>Loading open times…</Text>
              <Skeleton h="10" />
              <Skeleton h="24" />
            </Stack>
          ) : date === null ? (
            <Text color="fg.muted">No open times in the next {BOOKING_STRIP_DAYS} days.</Text>
          ) : (
            <>
              <FormField label="Day">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="date"
                    value={date}
                    onChange={(e) => {
                      setChosenDate(e.target.value)
                      setStartsAt(null)
                    }}
                  >
                    {days.map((d) => (
                      <option key={d.date} value={d.date} disabled={d.slots.length === 0}>
                        {`${shortDateText(d.date)} (${d.slots.length === 0 ? 'fully booked or closed' : `${d.slots.length} open`})`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Stack gap="2">
                <Text id="reschedule-times" fontWeight="medium">
                  Open times on {shortDateText(date)}
                </Text>
                <SimpleGrid role="group" aria-labelledby="reschedule-times" columns={{ base: 3, sm: 4 }} gap="2">
                  {daySlots.map((slot) => (
                    <Button
                      key={slot.startsAt}
                      size="sm"
                      variant={slot.startsAt === startsAt ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={slot.startsAt === startsAt}
                      onClick={() => {
                        setStartsAt(slot.startsAt)
                        setProblem(null)
                      }}
                    >
                      {formatSlotLabel(slot.startsAt, zone)}
                    </Button>
                  ))}
                </SimpleGrid>
              </Stack>
            </>
          )}
          {problem && (
            <Alert.Root status="error" variant="subtle" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={move.isPending}>
          Back
        </Button>
        <Button
          colorPalette="brand"
          onClick={submit}
          loading={move.isPending}
          loadingText="Moving…"
          disabled={serviceId === null}
        >
          Move Appointment
        </Button>
      </DialogActions>
    </>
  )
}
