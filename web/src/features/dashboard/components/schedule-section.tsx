import { Button, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSchedule } from '../api/get-schedule'
import { dayHeading, shortDateText } from '../appointments-agenda'
import { stepDate, viewDates, type ScheduleView } from '../calendar-grid'
import { useNow } from '../hooks/use-now'
import type { DialogKind } from './appointment-actions'
import { AppointmentBlockDialog } from './appointment-block-dialog'
import { ListLoadError } from './list-load-error'
import { ScheduleGrid } from './schedule-grid'

type ScheduleSectionProps = {
  view: ScheduleView
  /** The date shown (a day, or a day of the week shown); undefined: today in the stylist's zone. */
  date: string | undefined
  zone: string
  onDateChange: (date: string | undefined) => void
  onDialog: (kind: DialogKind, appointment: Appointment) => void
  /** The tab's Day, Week and List switch, beside the heading. */
  switcher?: ReactNode
}

/** The day or week as a time grid, moved back and forth; a block opens its actions. */
export function ScheduleSection({ view, date, zone, onDateChange, onDialog, switcher }: ScheduleSectionProps) {
  const now = useNow()
  const today = localDateOf(now, zone)
  const anchor = date ?? today
  const dates = viewDates(view, anchor)
  const schedule = useSchedule(dates[0], dates[dates.length - 1])
  const [opened, setOpened] = useState<{ id: number; appointment: Appointment; open: boolean } | null>(null)
  // The dialog shows the appointment as the last refresh has it (an action changes its status).
  const fresh = opened && schedule.data?.appointments.find((a) => a.id === opened.id)
  const title =
    view === 'day'
      ? dayHeading(anchor, today)
      : `${shortDateText(dates[0])} – ${shortDateText(dates[dates.length - 1])}`
  const unit = view === 'day' ? 'day' : 'week'

  return (
    <Stack as="section" aria-labelledby="schedule-heading" gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h3" id="schedule-heading" size="lg" color="fg.heading">
          Schedule
        </Heading>
        {switcher}
      </HStack>
      <HStack gap="2" justify="space-between" borderWidth="1px" rounded="md" bg="bg" px="2" py="1">
        <HStack gap="1">
          <IconButton
            aria-label={`Previous ${unit}`}
            variant="ghost"
            size="sm"
            onClick={() => onDateChange(stepDate(view, anchor, -1))}
          >
            <ChevronLeft />
          </IconButton>
          <Button variant="outline" size="sm" disabled={dates.includes(today)} onClick={() => onDateChange(undefined)}>
            Today
          </Button>
          <IconButton
            aria-label={`Next ${unit}`}
            variant="ghost"
            size="sm"
            onClick={() => onDateChange(stepDate(view, anchor, 1))}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
        <Text fontWeight="medium" textAlign="end" aria-live="polite" fontSize={{ base: 'sm', md: 'md' }}>
          {title}
        </Text>
      </HStack>
      {schedule.isError ? (
        <ListLoadError what="schedule" onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />
      ) : schedule.isPending ? (
        <Stack aria-busy="true" gap="2">
          <Text srOnly>Loading your schedule…</Text>
          <Skeleton h="14" rounded="md" />
          <Skeleton h="96" rounded="md" />
        </Stack>
      ) : (
        <Stack gap="2" aria-busy={schedule.isPlaceholderData}>
          <Text fontSize="sm" color="fg.muted">
            White is your working hours; hatched grey is time off, hatched purple is busy in your other calendars.
          </Text>
          <ScheduleGrid
            schedule={schedule.data}
            dates={dates}
            now={now}
            onOpen={(appointment) => setOpened({ id: appointment.id, appointment, open: true })}
          />
        </Stack>
      )}
      <AppointmentBlockDialog
        open={opened?.open ?? false}
        appointment={fresh || opened?.appointment || null}
        zone={zone}
        onClose={() => setOpened((current) => current && { ...current, open: false })}
        onDialog={onDialog}
      />
    </Stack>
  )
}
