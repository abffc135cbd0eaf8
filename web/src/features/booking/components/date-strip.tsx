import { Box, Grid, Skeleton, Text, chakra } from '@chakra-ui/react'
import type { StripDay } from '../panel-state'
import { dateLabels } from '../slot-times'

type DateStripProps = {
  days: StripDay[] | null
  selected: string | null
  onSelect: (date: string) => void
}

/**
 * The next two weeks as a grid of days (one row a week on every width). A day without an open time
 * is dimmed and cannot be chosen, but stays in the tab order and is read out as "no open times",
 * so a screen-reader user learns the same as one who sees the dimming.
 */
export function DateStrip({ days, selected, onSelect }: DateStripProps) {
  return (
    <Box role="group" aria-labelledby="booking-days-label">
      <Text id="booking-days-label" fontWeight="semibold" mb="2">
        Day
      </Text>
      <Grid as="ul" listStyleType="none" templateColumns="repeat(7, minmax(0, 1fr))" gap={{ base: '1', sm: '2' }}>
        {days === null
          ? Array.from({ length: 14 }, (_, i) => (
              <Box as="li" key={i}>
                <Skeleton h="16" rounded="md" />
              </Box>
            ))
          : days.map((day) => (
              <DayButton key={day.date} day={day} selected={day.date === selected} onSelect={onSelect} />
            ))}
      </Grid>
    </Box>
  )
}

function DayButton({
  day,
  selected,
  onSelect,
}: {
  day: StripDay
  selected: boolean
  onSelect: (date: string) => void
}) {
  const labels = dateLabels(day.date)
  return (
    <Box as="li">
      <chakra.button
        type="button"
        w="full"
        h="16"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="0"
        rounded="md"
        borderWidth="1px"
        lineHeight="short"
        cursor={day.open ? 'pointer' : 'not-allowed'}
        borderColor={selected ? 'brand.solid' : 'border'}
        bg={selected ? 'brand.solid' : day.open ? 'bg' : 'bg.muted'}
        color={selected ? 'brand.contrast' : day.open ? 'fg' : 'fg.subtle'}
        textDecoration={day.open ? undefined : 'line-through'}
        _hover={day.open && !selected ? { borderColor: 'brand.solid', bg: 'brand.subtle' } : undefined}
        focusVisibleRing="outside"
        aria-pressed={selected}
        aria-disabled={day.open ? undefined : true}
        aria-label={day.open ? labels.long : `${labels.long}, no open times`}
        data-testid="booking-day"
        onClick={() => day.open && onSelect(day.date)}
      >
        <Text as="span" fontSize="xs" textTransform="uppercase" letterSpacing="wide">
          {labels.weekday}
        </Text>
        <Text as="span" fontSize="lg" fontWeight="bold">
          {labels.day}
        </Text>
        <Text as="span" fontSize="xs">
          {labels.month}
        </Text>
      </chakra.button>
    </Box>
  )
}
