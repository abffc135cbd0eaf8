import { HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { openingStatus } from '@marketplace/domain/booking/opening-status.ts'
import { zoneShortName } from '@marketplace/domain/booking/zoned-time.ts'
import { formatPhone, telHref } from '@marketplace/domain/phone.ts'
import { nextAvailableLabel } from './next-available-label'
import { servicePriceLabel } from './service-price'

// The lines of a stylist card that answer "can I go?": open now or when, the next open slot, what
// a client said, how to call, and what a service costs. Shared by the grid card and the row card.

/** "Open now · until 7 PM" (green) or "Opens Tue 10 AM", from the weekly hours in the stylist's zone. */
export function OpeningLine({ stylist, now }: { stylist: StylistCard; now: Date }) {
  const status = openingStatus(stylist.workingHours, stylist.timeZone, now)
  if (!status) return null
  return (
    <Text
      as="span"
      lineClamp={1}
      color={status.open ? 'green.700' : 'fg.muted'}
      fontWeight={status.open ? 'medium' : 'normal'}
      data-testid="stylist-opening"
    >
      {status.label}
      <VisuallyHidden>{` (${zoneShortName(now, stylist.timeZone)})`}</VisuallyHidden>
    </Text>
  )
}

/**
 * "Next available: Tue 2:30 PM": the earliest open slot, for stylists who book online (ADR 015). A
 * link to the profile with its booking panel open on that time (?next=, issue 36).
 */
export function NextAvailableLine({ stylist, slug, now }: { stylist: StylistCard; slug: string; now: Date }) {
  if (!stylist.nextAvailableAt) return null
  return (
    <Text
      lineClamp={1}
      color="brand.700"
      fontWeight="medium"
      data-testid="stylist-next-available"
      title={nextAvailableLabel(stylist.nextAvailableAt, stylist.timeZone, now, true)}
    >
      {/* Inline, not the link's inline-flex: an atomic box wraps inside itself, past the one-line clamp
          (a narrow card grew a line, and the featured row's height changed with the day). */}
      <Link asChild color="inherit" textDecoration="underline" textUnderlineOffset="2px" display="inline">
        <RouterLink
          to="/stylist/$id/$slug"
          params={{ id: String(stylist.id), slug }}
          search={{ next: stylist.nextAvailableAt }}
        >
          {nextAvailableLabel(stylist.nextAvailableAt, stylist.timeZone, now)}
          <VisuallyHidden>{` ${zoneShortName(new Date(stylist.nextAvailableAt), stylist.timeZone)}`}</VisuallyHidden>
        </RouterLink>
      </Link>
    </Text>
  )
}

/** The newest review's words on one line, in quotation marks. */
export function QuoteLine({ quote }: { quote: string | null }) {
  if (!quote) return null
  return (
    <Text as="q" lineClamp={1} fontStyle="italic" color="fg.muted" data-testid="stylist-quote">
      {quote.trim()}
    </Text>
  )
}

/** The phone number as a link a phone can dial. */
export function PhoneLink({ phone, name }: { phone: string; name: string }) {
  if (!phone) return null
  return (
    <HStack gap="1.5" minW="0">
      <Phone size={14} aria-hidden />
      <Link
        href={telHref(phone)}
        color="fg"
        textDecoration="underline"
        textUnderlineOffset="2px"
        whiteSpace="nowrap"
        aria-label={`Call ${name} at ${formatPhone(phone)}`}
      >
        {formatPhone(phone)}
      </Link>
    </HStack>
  )
}

/** A service and its price, or "Ask for price" when the stylist set none. */
export function ServicePrice({ name, price }: { name: string; price: number }) {
  return (
    <HStack as="li" justify="space-between" gap="2" minW="0">
      <Text lineClamp={1}>{name}</Text>
      <Text fontWeight={price > 0 ? 'medium' : 'normal'} color={price > 0 ? undefined : 'fg.muted'} whiteSpace="nowrap">
        {servicePriceLabel(price)}
      </Text>
    </HStack>
  )
}
