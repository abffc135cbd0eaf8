import { Box, Grid, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import type { Schedule } from '@marketplace/domain/contract/calendar.ts'
import { hourLabel, hourWindow, layoutDay, nowMark } from '../calendar-grid'
import { ScheduleDayColumn } from './schedule-day-column'

/** Pixels per minute: an hour is 60 px, so a 30-minute block still shows a line of text. */
const SCALE = 1
const HEAD = '3.5rem'

type ScheduleGridProps = {
  schedule: Schedule
  dates: string[]
  now: Date
  onOpen: (appointment: Appointment) => void
}

/**
 * The time grid of a day or a week: hours down the side (the stylist's zone), a column per day. A
 * week is scrolled sideways on a narrow screen, each day keeping room for its blocks.
 */
export function ScheduleGrid({ schedule, dates, now, onOpen }: ScheduleGridProps) {
  const zone = schedule.timeZone
  const days = dates.map((date) => layoutDay(schedule, date))
  const mark = nowMark(now, zone)
  const { first, last } = hourWindow(days, dates.includes(mark.date) ? mark.minutes : null)
  const window = { first: first * 60, last: last * 60 }
  const hours = Array.from({ length: last - first }, (_, i) => first + i)
  return (
    <Box
      overflowX="auto"
      // Positioned, so what is placed absolutely inside (screen-reader-only text too) scrolls with
      // the week instead of widening the page on a phone.
      position="relative"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      tabIndex={dates.length > 1 ? 0 : undefined}
      aria-label={dates.length > 1 ? 'Week grid, scrolls sideways' : undefined}
      role={dates.length > 1 ? 'region' : undefined}
    >
      <Grid
        templateColumns={`3.25rem repeat(${dates.length}, minmax(${dates.length > 1 ? '7.5rem' : '0'}, 1fr))`}
        minW={dates.length > 1 ? '56rem' : undefined}
      >
        {/* The hours stay in sight while a week scrolls sideways. */}
        <Stack aria-hidden gap="0" position="sticky" insetStart="0" zIndex="4" bg="bg" borderEndWidth="1px">
          <Box h={HEAD} borderBottomWidth="1px" />
          <Box position="relative" h={`${(window.last - window.first) * SCALE}px`}>
            {hours.map((hour) => (
              <Text
                key={hour}
                position="absolute"
                top={`${(hour * 60 - window.first) * SCALE}px`}
                insetEnd="1.5"
                fontSize="2xs"
                color="fg.muted"
                lineHeight="1"
                mt="1"
                whiteSpace="nowrap"
              >
                {hourLabel(hour)}
              </Text>
            ))}
          </Box>
        </Stack>
        {days.map((day) => (
          <ScheduleDayColumn
            key={day.date}
            day={day}
            today={mark.date}
            zone={zone}
            window={window}
            scale={SCALE}
            nowMinutes={day.date === mark.date ? mark.minutes : null}
            headHeight={HEAD}
            onOpen={onOpen}
          />
        ))}
      </Grid>
    </Box>
  )
}
