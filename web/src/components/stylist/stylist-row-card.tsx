import { Badge, Box, Button, Card, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BadgeCheck } from 'lucide-react'
import type { StylistCard as StylistCardData } from '@marketplace/domain/contract/stylists.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { useHighlighted, type HighlightStore } from '@/lib/highlight-store'
import { responsiveImage } from '@/lib/responsive-image'
import { NextAvailableLine, OpeningLine, PhoneLink, QuoteLine } from './card-facts'
import { servicePriceLabel } from './service-price'
import { RatingStars } from './rating-stars'
import { FALLBACK_NAME } from './stylist-card'

export interface StylistRowCardProps {
  stylist: StylistCardData
  /** Shared with the map: the card highlights with its pin, and pointing at it highlights the pin. */
  highlight: HighlightStore
  /** Highlighted whatever the store says (the card shown under a phone's map for its pin). */
  highlighted?: boolean
}

/**
 * A stylist in the results list: the photo beside the facts, so a phone shows three or four at a
 * glance and a desktop has room for the map beside the list. Every line answers "can I go?":
 * distance, rating, open now, the next open slot, a client's words, the cheapest services, a phone
 * number to tap.
 */
export function StylistRowCard({ stylist, highlight, highlighted: forced = false }: StylistRowCardProps) {
  const highlighted = useHighlighted(highlight, stylist.id) || forced
  const name = stylist.stylistName.trim() || FALLBACK_NAME
  const slug = stylist.slug || stylistSlug(stylist)
  const image = stylist.profileImageUrl ?? stylist.portfolioItems[0]?.imageUrl ?? null
  const now = new Date()
  // The spec's card: up to three services with prices, 'No services listed' when none.
  const services = stylist.services.slice(0, 3)
  const place = [stylist.city, stylist.state].filter(Boolean).join(', ')

  return (
    <Card.Root
      as="article"
      id={`stylist-${stylist.id}`}
      flexDirection="row"
      overflow="hidden"
      variant="outline"
      data-testid="stylist-card"
      data-highlighted={highlighted || undefined}
      borderColor={highlighted ? 'brand.500' : undefined}
      boxShadow={highlighted ? '0 0 0 1px var(--chakra-colors-brand-500)' : undefined}
      transition="border-color 0.15s, box-shadow 0.15s"
      onMouseEnter={() => highlight.hover(stylist.id)}
      onMouseLeave={() => highlight.hover(null)}
      onFocus={() => highlight.hover(stylist.id)}
      onBlur={() => highlight.hover(null)}
    >
      <Box position="relative" w={{ base: '24', sm: '32' }} flexShrink={0} bg="plum.100">
        {image ? (
          <Image
            {...responsiveImage(image, '(min-width: 30em) 128px, 96px', 320)}
            alt={`Photo of ${name}`}
            htmlWidth={128}
            htmlHeight={160}
            loading="lazy"
            decoding="async"
            objectFit="cover"
            position="absolute"
            inset="0"
            w="full"
            h="full"
          />
        ) : (
          <Box
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            color="plum.400"
            fontSize="3xl"
            fontFamily="heading"
            aria-hidden
          >
            {name.charAt(0)}
          </Box>
        )}
        <Badge
          position="absolute"
          top="1.5"
          left="1.5"
          colorPalette="brand"
          variant="solid"
          size="sm"
          aria-label={`Price range ${stylist.priceRange}`}
        >
          {stylist.priceRange}
        </Badge>
      </Box>
      <Stack gap="0.5" p="3" flex="1" minW="0" fontSize="sm">
        <HStack justify="space-between" align="baseline" gap="2">
          <Heading as="h3" size="sm" lineClamp={1} color="plum.900">
            {name}
            {stylist.verified && (
              <Box as="span" display="inline-flex" verticalAlign="middle" ms="1" color="brand.600" title="Verified">
                <BadgeCheck size={14} aria-label="Verified" />
              </Box>
            )}
          </Heading>
          {stylist.distanceMiles !== null && (
            <Text fontWeight="medium" color="brand.700" whiteSpace="nowrap" data-testid="stylist-distance">
              {stylist.distanceMiles.toFixed(1)} mi
            </Text>
          )}
        </HStack>
        <HStack gap="2" color="fg.muted" minW="0">
          {stylist.rating !== null && stylist.reviewCount > 0 && (
            <Box flexShrink={0}>
              <RatingStars rating={stylist.rating} count={stylist.reviewCount} />
            </Box>
          )}
          <Text lineClamp={1}>{[stylist.salonName, place].filter(Boolean).join(' · ')}</Text>
        </HStack>
        <HStack gap="1.5" flexWrap="wrap" rowGap="0">
          <OpeningLine stylist={stylist} now={now} />
          <NextAvailableLine stylist={stylist} slug={slug} now={now} />
        </HStack>
        <QuoteLine quote={stylist.reviewQuote} />
        {services.length === 0 ? (
          <Text color="fg.muted" data-testid="stylist-services">
            No services listed
          </Text>
        ) : (
          <Text lineClamp={1} color="fg.muted" data-testid="stylist-services">
            {services.map((s, i) => (
              <Box as="span" key={`${s.name}-${i}`}>
                {i > 0 && ' · '}
                {s.name}{' '}
                <Box as="span" color={s.price > 0 ? 'fg' : undefined} fontWeight={s.price > 0 ? 'medium' : undefined}>
                  {servicePriceLabel(s.price)}
                </Box>
              </Box>
            ))}
          </Text>
        )}
        <HStack justify="space-between" gap="2" mt="1">
          <PhoneLink phone={stylist.phone} name={name} />
          <Button asChild size="xs" colorPalette="brand" variant="outline" flexShrink={0}>
            <Link
              to="/stylist/$id/$slug"
              params={{ id: String(stylist.id), slug }}
              aria-label={`View Profile of ${name}`}
            >
              View Profile
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Card.Root>
  )
}
