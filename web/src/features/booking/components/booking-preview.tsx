import { Box, Button, chakra, CloseButton, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { X } from 'lucide-react'
import { useState } from 'react'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { stripDates } from '../slot-times'
import type { BookableService } from './booking-form'

/** The id of the profile's booking preview: the Book buttons name it (`commandfor`). */
export const BOOKING_PREVIEW_ID = 'booking-preview'

/**
 * What a Book button carries so that, before the app runs, it opens the preview by itself (the
 * platform's invoker commands: `<button commandfor command="show-modal">`). Once the app runs, Book's
 * own click handler cancels that (preventDefault) and opens the booking panel instead. React does
 * not know these attributes yet, so they pass through as plain ones.
 */
export function opensBookingPreview(serviceId?: number): Record<string, string> {
  const attributes: Record<string, string> = { commandfor: BOOKING_PREVIEW_ID, command: 'show-modal' }
  if (serviceId !== undefined) attributes['data-service-id'] = String(serviceId)
  return attributes
}

/** The preview, when the visitor opened it before the app ran and has not closed it. */
export function openBookingPreview(): HTMLDialogElement | null {
  const preview = document.getElementById(BOOKING_PREVIEW_ID)
  return preview instanceof HTMLDialogElement && preview.open ? preview : null
}

type BookingPreviewProps = {
  stylistId: number
  /** The stylist's zone: the booking panel's first day is the stylist's today. */
  timeZone: string
  stylistName: string
  services: BookableService[]
  /** The app's answer to a service chosen here (a tap before it ran is replayed to it). */
  onPick: (serviceId: number) => void
}

const serviceLine = (s: BookableService) =>
  [`${s.duration} min`, s.price > 0 ? `from $${Math.round(s.price)}` : null].filter(Boolean).join(' · ')

/**
 * The booking panel's first step in the page's HTML (issue 36): Book opens it at once, before any
 * script has run, so a visitor on a phone sees their tap answered while the app starts. It lists
 * the stylist's services; the day and time need the app, which the same tap started: once it runs,
 * it opens the booking panel on the service chosen here (or the first) and closes this. It never
 * opens while the app runs. Without JavaScript at all, it says booking needs it.
 */
export function BookingPreview({ stylistId, timeZone, stylistName, services, onPick }: BookingPreviewProps) {
  const titleId = `${BOOKING_PREVIEW_ID}-title`
  // The panel's first request (its strip of days), which the entry starts as the preview opens so
  // the times are on their way while the app starts (lib/held-interactions.ts).
  const [dates] = useState(() => stripDates(localDateOf(new Date(), timeZone)))
  return (
    <chakra.dialog
      id={BOOKING_PREVIEW_ID}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="booking-preview"
      data-slots={`/api/stylists/${stylistId}/slots`}
      data-slots-from={dates[0]}
      data-slots-to={dates[dates.length - 1]}
      data-first-service={services[0]?.id}
      bg="bg.panel"
      color="fg"
      p="0"
      // The browser centres a modal dialog with auto margins, which the CSS reset sets to 0.
      m="auto"
      borderWidth="0"
      shadow="lg"
      // Full screen on a phone, a centred card above (as the booking panel).
      w={{ base: '100vw', sm: 'lg' }}
      maxW={{ base: '100vw', sm: 'calc(100vw - 2rem)' }}
      h={{ base: '100dvh', sm: 'auto' }}
      maxH={{ base: '100dvh', sm: 'calc(100dvh - 4rem)' }}
      rounded={{ base: 'none', sm: 'l3' }}
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
    >
      <HStack justify="space-between" align="start" px="6" pt="6" pb="2" gap="4">
        {/* As the booking panel's title (Chakra's dialog title), which replaces it. */}
        <Heading as="h2" id={titleId} fontFamily="body" textStyle="lg" fontWeight="semibold">
          Book with {stylistName}
        </Heading>
        <CloseButton size="sm" asChild>
          {/* A plain <button>: Chakra drops attributes it does not know (commandfor, command). */}
          <button type="button" {...{ commandfor: BOOKING_PREVIEW_ID, command: 'close' }} aria-label="Close">
            <X aria-hidden />
          </button>
        </CloseButton>
      </HStack>
      <Box px="6" pb="6">
        <Text id={`${BOOKING_PREVIEW_ID}-services`} fontWeight="medium" mb="2">
          Choose a service
        </Text>
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={`${BOOKING_PREVIEW_ID}-services`}>
          {services.map((service) => (
            <li key={service.id}>
              <Button
                variant="outline"
                w="full"
                h="auto"
                py="3"
                justifyContent="space-between"
                whiteSpace="normal"
                textAlign="start"
                onClick={() => onPick(service.id)}
              >
                <Text as="span" fontWeight="medium">
                  {service.name}
                </Text>
                <Text as="span" color="fg.muted" fontWeight="normal" flexShrink={0}>
                  {serviceLine(service)}
                </Text>
              </Button>
            </li>
          ))}
        </Stack>
        <HStack
          mt="4"
          gap="2"
          color="fg.muted"
          role="status"
          // Without scripts the wait would never end: the line below says why instead.
          css={{ '@media (scripting: none)': { display: 'none' } }}
        >
          <Spinner size="sm" aria-hidden />
          <Text textStyle="sm">Getting the days and times ready…</Text>
        </HStack>
        {/* Shown only where scripts never run (a media query, not <noscript>, whose text Playwright's text matching skips). */}
        <Text mt="4" textStyle="sm" display="none" css={{ '@media (scripting: none)': { display: 'block' } }}>
          Booking online needs JavaScript, which is off in this browser. Turn it on to choose a day and time, or call
          the stylist.
        </Text>
      </Box>
    </chakra.dialog>
  )
}
