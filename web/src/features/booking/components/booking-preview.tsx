import { chakra, CloseButton, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react'
import { X } from 'lucide-react'
import { useState } from 'react'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { FormField } from '@/components/ui/form-field'
import { serviceOption } from '../booking-labels'
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
}

/**
 * The runner's days and times, styled as the booking panel's DateStrip and SlotPicker (its class
 * names are the runner's: bp-*).
 */
const previewSlotsStyles = {
  '& .bp-label': { fontWeight: 'semibold' },
  '& .bp-muted': { fontSize: 'sm', color: 'fg.muted' },
  '& .bp-days': {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: { base: '1', sm: '2' },
    mt: '2',
  },
  '& .bp-day': {
    w: 'full',
    h: '16',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    color: 'fg',
    lineHeight: 'short',
    cursor: 'pointer',
    _hover: { borderColor: 'brand.solid', bg: 'brand.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& .bp-day[aria-disabled=true]': {
    bg: 'bg.muted',
    color: 'fg.subtle',
    textDecoration: 'line-through',
    cursor: 'not-allowed',
    _hover: { borderColor: 'border', bg: 'bg.muted' },
  },
  '& .bp-day[aria-pressed=true]': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast' },
  '& .bp-weekday, & .bp-month': { fontSize: 'xs' },
  '& .bp-weekday': { textTransform: 'uppercase', letterSpacing: 'wide' },
  '& .bp-date': { fontSize: 'lg', fontWeight: 'bold' },
  '& .bp-times-head': { display: 'flex', flexDirection: 'column', gap: '0.5' },
  '& [role=group]:has(.bp-times)': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .bp-part': { fontFamily: 'heading', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' },
  '& .bp-times': {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
    gap: '2',
  },
  '& .bp-time': {
    w: 'full',
    h: '9',
    px: '3',
    rounded: 'l2',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    color: 'brand.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    _hover: { bg: 'brand.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& .bp-time[aria-pressed=true]': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast' },
} as const

/**
 * The booking panel's first step in the page's HTML (issue 36): Book opens it at once, before any
 * script has run, so a visitor on a phone sees their tap answered while the app starts. The entry's
 * runner (lib/booking-preview-runner.ts, a few KB that run at load) fills it with the chosen
 * service's days and times from the panel's own request, and answers the service, day and time
 * chosen here; the same tap starts the app once the times are drawn, which then opens the booking
 * panel on that choice (the rest of the booking: policy, note, sign in or confirm) and closes this.
 * It never opens while the app runs. Without JavaScript at all, it says booking needs it.
 */
export function BookingPreview({ stylistId, timeZone, stylistName, services }: BookingPreviewProps) {
  const titleId = `${BOOKING_PREVIEW_ID}-title`
  // The panel's first request (its strip of days), which the entry's runner makes as the preview
  // opens: the app, starting, then gets the same answer from the HTTP cache.
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
      // As Chakra's dialog content (the booking panel's).
      textStyle="sm"
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
      <Stack px="6" pb="6" gap="5">
        {/* The service: the runner (lib/booking-preview-runner.ts) shows the one chosen here. */}
        <FormField label="Service">
          <NativeSelect.Root>
            <NativeSelect.Field name="service" defaultValue={services[0] ? String(services[0].id) : undefined}>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {serviceOption(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {/*
          The days and times, drawn by the entry's runner from the panel's own request before the app
          runs. React never renders into it (an empty inner HTML is left alone by hydration), and its
          look is the booking panel's (date-strip.tsx, slot-picker.tsx), in the theme's tokens.
        */}
        <chakra.div
          data-preview-slots=""
          display="flex"
          flexDirection="column"
          gap="4"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
          css={previewSlotsStyles}
        />
        <HStack
          gap="2"
          color="fg.muted"
          role="status"
          data-preview-status=""
          // In view at the bottom however long the list of times (as the panel's footer).
          position="sticky"
          bottom="0"
          bg="bg.panel"
          py="3"
          mb="-3"
          // Without scripts the wait would never end: the line below says why instead.
          css={{ '@media (scripting: none)': { display: 'none' }, '&[hidden]': { display: 'none' } }}
        >
          <Spinner size="sm" aria-hidden />
          {/* The runner rewrites this line: its inner HTML is left alone by hydration (a text
              hydrated into a changed line would make React drop the server's page). */}
          <Text
            textStyle="sm"
            data-preview-status-text=""
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: 'Getting the days and times ready…' }}
          />
        </HStack>
        {/* Shown only where scripts never run (a media query, not <noscript>, whose text Playwright's text matching skips). */}
        <Text textStyle="sm" display="none" css={{ '@media (scripting: none)': { display: 'block' } }}>
          Booking online needs JavaScript, which is off in this browser. Turn it on to choose a day and time, or call
          the stylist.
        </Text>
      </Stack>
    </chakra.dialog>
  )
}
