import { Badge, Box, Button, Card, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BadgeCheck, MapPin } from 'lucide-react'
import type { StylistCard as StylistCardData } from '@marketplace/domain/contract/stylists.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { responsiveImage } from '@/lib/responsive-image'
import { NextAvailableLine, OpeningLine, PhoneLink, QuoteLine, ServicePrice } from './card-facts'
import { RatingStars } from './rating-stars'

export const FALLBACK_NAME = 'Independent Stylist'

export interface StylistCardProps {
  stylist: StylistCardData
}

/**
 * A stylist in a result list (search, featured, directory city page). Every card has the same
 * height whatever it holds: each line keeps its room when empty (`1lh`: one line of its text), so
 * a grid row, and the home page's daily featured three, never change the page's geometry.
 */
export function StylistCard({ stylist }: StylistCardProps) {
  const name = stylist.stylistName.trim() || FALLBACK_NAME
  const slug = stylist.slug || stylistSlug(stylist)
  const image = stylist.profileImageUrl ?? stylist.portfolioItems[0]?.imageUrl ?? null
  const place = [stylist.city, stylist.state].filter(Boolean).join(', ')
  const now = new Date()

  return (
    <Card.Root as="article" overflow="hidden" height="full" variant="outline" data-testid="stylist-card">
      <Box position="relative" bg="plum.100" aspectRatio={4 / 3} overflow="hidden">
        {image ? (
          <Image
            // The card is a third of the page on wide screens, half on tablets, all of a phone.
            {...responsiveImage(image, '(min-width: 80em) 370px, (min-width: 30em) 50vw, 100vw', 960)}
            alt={`Photo of ${name}`}
            htmlWidth={400}
            htmlHeight={300}
            loading="lazy"
            decoding="async"
            objectFit="cover"
            w="full"
            h="full"
          />
        ) : (
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            h="full"
            color="plum.400"
            fontSize="4xl"
            fontFamily="heading"
            aria-hidden
          >
            {name.charAt(0)}
          </Box>
        )}
        <Badge
          position="absolute"
          top="2"
          right="2"
          colorPalette="brand"
          variant="solid"
          aria-label={`Price range ${stylist.priceRange}`}
        >
          {stylist.priceRange}
        </Badge>
      </Box>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Heading as="h3" size="md" lineClamp={1} color="plum.900">
              {name}
              {stylist.verified && (
                <Box as="span" display="inline-flex" verticalAlign="middle" ms="1" color="brand.600" title="Verified">
                  <BadgeCheck size={16} aria-label="Verified" />
                </Box>
              )}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineClamp={1} minH="1lh">
              {stylist.salonName}
            </Text>
          </Box>
          {stylist.distanceMiles !== null && (
            <Text
              fontSize="sm"
              fontWeight="medium"
              color="brand.700"
              whiteSpace="nowrap"
              data-testid="stylist-distance"
            >
              {stylist.distanceMiles.toFixed(1)} mi
            </Text>
          )}
        </HStack>
        <Box fontSize="sm" minH="1lh">
          {stylist.rating !== null && stylist.reviewCount > 0 && (
            <RatingStars rating={stylist.rating} count={stylist.reviewCount} />
          )}
        </Box>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1.5" minH="1lh">
            {place && (
              <>
                <MapPin size={14} aria-hidden />
                <Text lineClamp={1}>{place}</Text>
              </>
            )}
          </HStack>
          <Box minH="1lh">
            <PhoneLink phone={stylist.phone} name={name} />
          </Box>
          <Box minH="1lh">
            <OpeningLine stylist={stylist} now={now} />
          </Box>
          {/* The earliest open slot, for stylists who book online (ADR 015); the room stays when none. */}
          <Box minH="1lh">
            <NextAvailableLine stylist={stylist} slug={slug} now={now} />
          </Box>
          <Box minH="1lh">
            <QuoteLine quote={stylist.reviewQuote} />
          </Box>
        </Stack>
        {/* Room for the three services a card shows, and the gaps between them. */}
        <Box fontSize="sm" minH="calc(3lh + 2 * var(--chakra-spacing-1))">
          {stylist.services.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" fontStyle="italic">
              No services listed
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
              {stylist.services.slice(0, 3).map((service, i) => (
                <ServicePrice key={`${service.name}-${i}`} name={service.name} price={service.price} />
              ))}
            </Stack>
          )}
        </Box>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Button asChild colorPalette="brand" variant="outline" w="full">
          <Link
            to="/stylist/$id/$slug"
            params={{ id: String(stylist.id), slug }}
            aria-label={`View Profile of ${name}`}
          >
            View Profile
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
