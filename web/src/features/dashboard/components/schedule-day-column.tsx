import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { dayHeading, shortDateText } from '../appointments-agenda'
import { blockText, type DayLayout, type PlacedBlock } from '../calendar-grid'
import { AppointmentBlock } from './appointment-block'

/** Time off and outside busy time: hatched, each its own pattern and label. */
const hatch = {
  timeOff:
    'repeating-linear-gradient(135deg, var(--chakra-colors-gray-200) 0 6px, var(--chakra-colors-gray-100) 6px 12px)',
  busy: 'repeating-linear-gradient(45deg, var(--chakra-colors-purple-100) 0 6px, var(--chakra-colors-bg) 6px 12px)',
} as const

type DayColumnProps = {
  day: DayLayout
  today: string
  zone: string
  /** The grid's first and last minutes, and pixels per minute. */
  window: { first: number; last: number }
  scale: number
  /** The minute of now, on today's column only. */
  nowMinutes: number | null
  /** The height of the column's heading, the same in every column (the hour gutter leaves it free). */
  headHeight: string
  onOpen: (appointment: Appointment) => void
}

function BlockedTime({ block, zone, top, height }: { block: PlacedBlock; zone: string; top: number; height: number }) {
  return (
    <Box
      position="absolute"
      top={`${top}px`}
      height={`${height}px`}
      insetX="0"
      zIndex="1"
      bgImage={hatch[block.kind]}
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderColor={block.kind === 'busy' ? 'purple.300' : 'gray.300'}
      overflow="hidden"
      px="1.5"
      py="0.5"
      data-testid={block.kind === 'busy' ? 'busy-block' : 'time-off-block'}
    >
      <Text srOnly>{blockText(block, zone)}</Text>
      <Text
        aria-hidden
        fontSize="2xs"
        fontWeight="medium"
        color={block.kind === 'busy' ? 'purple.800' : 'gray.700'}
        truncate
      >
        {block.label}
      </Text>
    </Box>
  )
}

/**
 * One day of the grid: a heading, then its appointments and blocked times as one list in time
 * order (what a screen reader walks through), each item drawn at its time: working hours open,
 * the rest shaded, hour lines, and a "now" line on today.
 */
export function ScheduleDayColumn({ day, today, zone, window, scale, nowMinutes, headHeight, onOpen }: DayColumnProps) {
  const offset = window.first
  const clip = (minutes: number) => Math.min(Math.max(minutes, window.first), window.last)
  const headingId = `schedule-day-${day.date}`
  const items = [
    ...day.blocks.map((block) => ({ at: block.top, key: `b-${block.kind}-${block.startsAt}-${block.label}`, block })),
    ...day.appointments.map((placed) => ({ at: placed.top, key: `a-${placed.appointment.id}`, placed })),
  ].sort((a, b) => a.at - b.at)
  const isToday = day.date === today
  return (
    <Stack as="section" aria-labelledby={headingId} gap="0" minW="0" borderEndWidth="1px">
      <Stack
        h={headHeight}
        gap="0"
        justify="center"
        px="2"
        borderBottomWidth="1px"
        bg={isToday ? 'brand.subtle' : 'bg'}
      >
        <Heading as="h4" id={headingId} size="sm" color={isToday ? 'brand.fg' : 'fg.heading'} truncate>
          <Text as="span" srOnly>
            {dayHeading(day.date, today)}
          </Text>
          <span aria-hidden>
            {isToday ? 'Today · ' : ''}
            {shortDateText(day.date)}
          </span>
        </Heading>
        {day.appointments.length === 0 && (
          <Text fontSize="xs" color="fg.muted" truncate>
            No appointments
          </Text>
        )}
      </Stack>
      <Box position="relative" h={`${(window.last - window.first) * scale}px`} bg="bg.muted">
        {day.open.map(([a, b]) => (
          <Box
            key={a}
            aria-hidden
            position="absolute"
            insetX="0"
            top={`${(clip(a) - offset) * scale}px`}
            height={`${(clip(b) - clip(a)) * scale}px`}
            bg="bg"
          />
        ))}
        {/* Hour lines, over the shading and under everything drawn. */}
        <Box
          aria-hidden
          position="absolute"
          inset="0"
          pointerEvents="none"
          bgImage="linear-gradient(to bottom, var(--chakra-colors-border) 1px, transparent 1px)"
          bgSize={`100% ${60 * scale}px`}
        />
        <Box
          as="ol"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={`${shortDateText(day.date)}: appointments and blocked time`}
        >
          {items.map((item) => (
            <li key={item.key}>
              {'block' in item && item.block ? (
                <BlockedTime
                  block={item.block}
                  zone={zone}
                  top={(clip(item.block.top) - offset) * scale}
                  height={(clip(item.block.bottom) - clip(item.block.top)) * scale}
                />
              ) : 'placed' in item && item.placed ? (
                <AppointmentBlock placed={item.placed} zone={zone} scale={scale} offset={offset} onOpen={onOpen} />
              ) : null}
            </li>
          ))}
        </Box>
        {nowMinutes !== null && nowMinutes >= window.first && nowMinutes <= window.last && (
          <Box
            aria-hidden
            data-testid="now-line"
            position="absolute"
            insetX="0"
            top={`${(nowMinutes - offset) * scale - 1}px`}
            h="2px"
            bg="red.500"
            zIndex="3"
            pointerEvents="none"
            _before={{
              content: '""',
              position: 'absolute',
              insetStart: '-4px',
              top: '-3px',
              w: '8px',
              h: '8px',
              rounded: 'full',
              bg: 'red.500',
            }}
          />
        )}
      </Box>
    </Stack>
  )
}
