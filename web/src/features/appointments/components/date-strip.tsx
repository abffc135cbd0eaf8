import { Box, Grid, Text, chakra } from '@chakra-ui/react'
import type { StripDay } from '../reschedule-slots'

type DateStripProps = { days: StripDay[]; selected: string | undefined; onSelect: (date: string) => void }

/**
 * The next two weeks, a row a week, as the booking panel shows them. A day without an open time is
 * dimmed and cannot be chosen, but stays in the tab order and is read out as "no open times".
 */
export function DateStrip({ days, selected, onSelect }: DateStripProps) {
  return (
    <Grid
      as="ul"
      aria-label="Dates"
      listStyleType="none"
      templateColumns="repeat(7, minmax(0, 1fr))"
      gap={{ base: '1', sm: '2' }}
    >
      {days.map((day) => {
        const isSelected = day.date === selected
        const open = day.slotCount > 0
        return (
          <Box as="li" key={day.date}>
            <chakra.button
              type="button"
              w="full"
              h="16"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              rounded="md"
              borderWidth="1px"
              lineHeight="short"
              cursor={open ? 'pointer' : 'not-allowed'}
              borderColor={isSelected ? 'brand.solid' : 'border'}
              bg={isSelected ? 'brand.solid' : open ? 'bg' : 'bg.muted'}
              color={isSelected ? 'brand.contrast' : open ? 'fg' : 'fg.subtle'}
              textDecoration={open ? undefined : 'line-through'}
              _hover={open && !isSelected ? { borderColor: 'brand.solid', bg: 'brand.subtle' } : undefined}
              focusVisibleRing="outside"
              aria-pressed={isSelected}
              aria-disabled={open ? undefined : true}
              aria-label={day.label}
              onClick={() => open && onSelect(day.date)}
            >
              <Text as="span" fontSize="xs" textTransform="uppercase" letterSpacing="wide">
                {day.weekday}
              </Text>
              <Text as="span" fontSize="lg" fontWeight="bold">
                {day.day}
              </Text>
              <Text as="span" fontSize="xs">
                {day.month}
              </Text>
            </chakra.button>
          </Box>
        )
      })}
    </Grid>
  )
}
