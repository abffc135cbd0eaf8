import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { slotsByPartOfDay, stripDays } from '../reschedule-slots'
import { DateStrip } from './date-strip'

type SlotPickerProps = {
  response: SlotsResponse
  date: string | undefined
  onDate: (date: string) => void
  selected: string | null
  onSelect: (startsAt: string) => void
}

/** The date strip, then the chosen day's open times by morning, afternoon and evening. */
export function SlotPicker({ response, date, onDate, selected, onSelect }: SlotPickerProps) {
  const days = stripDays(response.days)
  const day = response.days.find((d) => d.date === date)
  const parts = day ? slotsByPartOfDay(day.slots, response.timeZone) : []
  const chosenLabel = days.find((d) => d.date === date)?.label
  return (
    <Stack gap="4">
      <DateStrip days={days} selected={date} onSelect={onDate} />
      <Stack gap="3" role="group" aria-label={chosenLabel ? `Open times, ${chosenLabel}` : 'Open times'}>
        {parts.length === 0 ? (
          <Text color="fg.muted" py="4" textAlign="center">
            {days.some((d) => d.slotCount > 0)
              ? 'No open times on this day. Try another date.'
              : 'No open times in the next two weeks. Please call the stylist to find another time.'}
          </Text>
        ) : (
          parts.map((part) => (
            <Stack key={part.name} gap="2">
              <Heading as="h3" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {part.name}
              </Heading>
              <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2">
                {part.slots.map((slot) => {
                  const isSelected = slot.startsAt === selected
                  return (
                    <Button
                      key={slot.startsAt}
                      size="sm"
                      variant={isSelected ? 'solid' : 'outline'}
                      colorPalette={isSelected ? 'brand' : 'gray'}
                      aria-pressed={isSelected}
                      onClick={() => onSelect(slot.startsAt)}
                    >
                      {slot.label}
                    </Button>
                  )
                })}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Stack>
  )
}
