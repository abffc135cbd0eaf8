import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { Slot } from '@marketplace/domain/contract/booking.ts'
import { groupSlotsByPartOfDay, slotTimeLabel } from '../slot-times'

type SlotPickerProps = {
  /** null while the times load. */
  slots: Slot[] | null
  timeZone: string
  selected: string | null
  onSelect: (startsAt: string) => void
  /** The words when the day has no open time. */
  emptyText: string
}

/** One day's open times as buttons under Morning, Afternoon and Evening (the stylist's clock). */
export function SlotPicker({ slots, timeZone, selected, onSelect, emptyText }: SlotPickerProps) {
  if (slots === null) {
    return (
      <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2" aria-busy="true" aria-label="Loading open times">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="10" rounded="md" />
        ))}
      </SimpleGrid>
    )
  }
  if (slots.length === 0) {
    return (
      <Text color="fg.muted" py="3" data-testid="booking-no-slots">
        {emptyText}
      </Text>
    )
  }
  return (
    <Stack gap="4">
      {groupSlotsByPartOfDay(slots, timeZone).map((group) => (
        <Stack key={group.part} role="group" gap="2" aria-labelledby={`booking-${group.part}`}>
          <Heading as="h3" id={`booking-${group.part}`} size="sm" color="fg.muted">
            {group.label}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, sm: 4 }} gap="2">
            {group.slots.map((slot) => {
              const active = slot.startsAt === selected
              return (
                <li key={slot.startsAt}>
                  <Button
                    w="full"
                    size="sm"
                    variant={active ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={active}
                    whiteSpace="nowrap"
                    onClick={() => onSelect(slot.startsAt)}
                  >
                    {slotTimeLabel(slot.startsAt, timeZone)}
                  </Button>
                </li>
              )
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
