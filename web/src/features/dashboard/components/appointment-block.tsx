import { Box, chakra, Text } from '@chakra-ui/react'
import { formatSlotLabel } from '@marketplace/domain/booking/zoned-time.ts'
import { blockName, type PlacedAppointment } from '../calendar-grid'
import { isInactive, statusLooks } from '../appointments-agenda'

type AppointmentBlockProps = {
  placed: PlacedAppointment
  zone: string
  /** Pixels per minute of the grid. */
  scale: number
  /** The first minute the grid shows. */
  offset: number
  onOpen: (appointment: PlacedAppointment['appointment']) => void
}

/**
 * One appointment on the grid: a button at its time and length, side by side with those it
 * overlaps, read out in full ('10:00 AM to 11:00 AM, Ana Lee, Haircut, Confirmed'). It is drawn
 * from its segments, so a processing gap shows as a lighter, hatched part between active ones,
 * marked Processing (its name says 'processing 11:45 AM to 12:30 PM' to a screen reader).
 */
export function AppointmentBlock({ placed, zone, scale, offset, onOpen }: AppointmentBlockProps) {
  const { appointment, lane, lanes } = placed
  const look = statusLooks[appointment.status]
  const height = (placed.bottom - placed.top) * scale
  const inactive = isInactive(appointment.status)
  return (
    <chakra.button
      type="button"
      aria-label={blockName(appointment, zone)}
      aria-haspopup="dialog"
      data-testid="appointment-block"
      onClick={() => onOpen(appointment)}
      position="absolute"
      top={`${(placed.top - offset) * scale}px`}
      height={`${Math.max(height, 18)}px`}
      insetStart={`calc(${(lane / lanes) * 100}% + 2px)`}
      width={`calc(${100 / lanes}% - 6px)`}
      zIndex="2"
      colorPalette={look.palette}
      textAlign="start"
      cursor="pointer"
      rounded="md"
      overflow="hidden"
      focusVisibleRing="outside"
      _hover={{ filter: 'brightness(0.97)', boxShadow: 'sm' }}
    >
      {placed.segments.map((segment, i) => {
        const gap = segment.kind === 'gap'
        const segmentHeight = (segment.bottom - segment.top) * scale
        return (
          <Box
            key={i}
            aria-hidden
            data-segment={segment.kind}
            position="absolute"
            insetX="0"
            top={`${(segment.top - placed.top) * scale}px`}
            height={`${segmentHeight}px`}
            bg={segment.kind === 'active' && !inactive ? 'colorPalette.subtle' : 'bg'}
            // Processing time: hatched and lighter, the stylist free for another client.
            bgImage={
              gap
                ? 'repeating-linear-gradient(135deg, var(--chakra-colors-color-palette-muted) 0 1.5px, transparent 1.5px 7px)'
                : undefined
            }
            borderWidth="1px"
            borderStyle={gap || inactive ? 'dashed' : 'solid'}
            borderColor="colorPalette.muted"
            borderStartWidth={gap ? '1px' : '4px'}
            borderStartColor={gap ? 'colorPalette.muted' : 'colorPalette.solid'}
            rounded="md"
            display="flex"
            alignItems="end"
            justifyContent="start"
            ps="2"
            pe="1"
            overflow="hidden"
          >
            {gap && segmentHeight >= 18 && (
              <Text
                fontSize="2xs"
                color="fg.muted"
                fontStyle="italic"
                bg="bg"
                px="1"
                rounded="sm"
                lineHeight="1.4"
                truncate
                minW="0"
              >
                Processing
              </Text>
            )}
          </Box>
        )
      })}
      <Box
        aria-hidden
        position="absolute"
        top="0"
        insetX="0"
        px="2"
        py={height >= 40 ? '1' : '0'}
        fontSize="xs"
        lineHeight="1.3"
      >
        {height >= 40 ? (
          <>
            <Text fontWeight="semibold" color="fg.heading" truncate>
              {appointment.client?.name ?? 'Client'}
            </Text>
            <Text color="fg" truncate>
              {appointment.service.name}
            </Text>
            {height >= 56 && (
              <Text color="fg.muted" truncate>
                {formatSlotLabel(appointment.startsAt, zone)} · {look.label}
              </Text>
            )}
          </>
        ) : (
          <Text color="fg.heading" truncate>
            <chakra.span fontWeight="semibold">{formatSlotLabel(appointment.startsAt, zone)}</chakra.span>{' '}
            {appointment.client?.name ?? 'Client'}
          </Text>
        )}
      </Box>
    </chakra.button>
  )
}
