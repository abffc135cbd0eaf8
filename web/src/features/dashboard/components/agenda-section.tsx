import { Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useDashboardAppointments } from '../api/get-dashboard-appointments'
import { agendaRange, dayHeading, groupByDay, onAgenda, weekText, type AgendaView } from '../appointments-agenda'
import { AppointmentActions, type DialogKind } from './appointment-actions'
import { AppointmentCard } from './appointment-card'
import { AppointmentListSkeleton } from './appointment-list-skeleton'
import { EmptyList } from './empty-list'
import { ListLoadError } from './list-load-error'

type AgendaSectionProps = {
  zone: string
  now: Date
  onDialog: (kind: DialogKind, appointment: Appointment) => void
  /** The tab's Day, Week and List switch, beside the heading. */
  switcher?: ReactNode
}

const views: { value: AgendaView; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
]

/** Today's or a week's appointments, by day in the stylist's zone; a week can be moved back and forth. */
export function AgendaSection({ zone, now, onDialog, switcher }: AgendaSectionProps) {
  const [view, setView] = useState<AgendaView>('today')
  const [weekOffset, setWeekOffset] = useState(0)
  const range = agendaRange(view, now, zone, weekOffset)
  const appointments = useDashboardAppointments({ from: range.from, to: range.to })
  const today = localDateOf(now, zone)
  const days = groupByDay((appointments.data ?? []).filter(onAgenda), zone)
  const empty =
    view === 'today'
      ? 'No appointments today'
      : weekOffset === 0
        ? 'No appointments this week'
        : 'No appointments that week'

  return (
    <Stack as="section" aria-labelledby="agenda-heading" gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h3" id="agenda-heading" size="lg" color="fg.heading">
          Schedule
        </Heading>
        {switcher}
        <HStack role="group" aria-label="Show" gap="0">
          {views.map((v, i) => (
            <Button
              key={v.value}
              size="sm"
              colorPalette="brand"
              variant={view === v.value ? 'solid' : 'outline'}
              aria-pressed={view === v.value}
              roundedStart={i === 0 ? 'l2' : '0'}
              roundedEnd={i === views.length - 1 ? 'l2' : '0'}
              onClick={() => {
                setView(v.value)
                setWeekOffset(0)
              }}
            >
              {v.label}
            </Button>
          ))}
        </HStack>
      </HStack>
      {view === 'week' && (
        <HStack gap="2" justify="space-between" borderWidth="1px" rounded="md" bg="bg" px="2" py="1">
          <IconButton aria-label="Previous week" variant="ghost" size="sm" onClick={() => setWeekOffset((w) => w - 1)}>
            <ChevronLeft />
          </IconButton>
          <Text fontWeight="medium" textAlign="center" aria-live="polite">
            {weekText(range)}
          </Text>
          <IconButton aria-label="Next week" variant="ghost" size="sm" onClick={() => setWeekOffset((w) => w + 1)}>
            <ChevronRight />
          </IconButton>
        </HStack>
      )}
      {appointments.isError ? (
        <ListLoadError
          what="appointments"
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isFetching}
        />
      ) : appointments.isPending ? (
        <AppointmentListSkeleton label="Loading appointments…" />
      ) : days.length === 0 ? (
        <EmptyList
          title={empty}
          hint="Open times are your working hours (Profile tab) minus time off (Booking settings tab)."
        />
      ) : (
        <Stack gap="6" aria-busy={appointments.isPlaceholderData}>
          {days.map((day) => (
            <Stack key={day.date} as="section" aria-labelledby={`agenda-day-${day.date}`} gap="3">
              <Heading as="h4" id={`agenda-day-${day.date}`} size="sm" color="fg.muted" textTransform="none">
                {dayHeading(day.date, today)}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3" aria-labelledby={`agenda-day-${day.date}`}>
                {day.appointments.map((appointment) => (
                  <AppointmentCard key={appointment.id} appointment={appointment} zone={zone}>
                    <AppointmentActions appointment={appointment} onDialog={onDialog} />
                  </AppointmentCard>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
