import { Box, Container, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { responsiveImage } from '@/lib/responsive-image'
import { formatLongDate } from '@/lib/format-date'
import { FALLBACK_NAME, headerImageUrl, todaysHours } from '../profile-format'

/**
 * The darkened header image with the stylist's name, salon, place, rating, today's hours (the
 * stylist's today, in their zone), once approved, when their license was verified, and the
 * route's `action` (Book, in the first view at every width).
 */
export function ProfileBanner({ profile, action }: { profile: StylistProfile; action?: ReactNode }) {
  const name = profile.stylistName.trim() || FALLBACK_NAME
  const place = [profile.city, profile.state && stateName(profile.state)].filter(Boolean).join(', ')
  return (
    <Box
      position="relative"
      bg="plum.900"
      color="white"
      overflow="hidden"
      minH={{ base: '56', md: '72' }}
      display="flex"
      alignItems="flex-end"
    >
      <Image
        {...responsiveImage(headerImageUrl(profile.id, profile.portfolioItems), '100vw')}
        // The page's largest picture, above the fold: fetched first, never lazily.
        fetchPriority="high"
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        data-testid="profile-banner-image"
      />
      {/* Darkens the picture so the white text stays readable on any image. */}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientVia="blackAlpha.600"
        gradientTo="blackAlpha.400"
      />
      <Container maxW="6xl" position="relative" py={{ base: '6', md: '10' }}>
        <Stack gap="2">
          <HStack gap="2" align="center">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15" textShadow="0 1px 3px rgba(0,0,0,.4)">
              {name}
            </Heading>
            {profile.verificationStatus === 'approved' && (
              <Box as="span" display="inline-flex" color="brand.200" aria-hidden>
                <BadgeCheck size={24} />
              </Box>
            )}
          </HStack>
          {profile.salonName && (
            <Text fontSize={{ base: 'md', md: 'xl' }} fontWeight="medium" color="whiteAlpha.900">
              {profile.salonName}
            </Text>
          )}
          <HStack gap={{ base: '3', md: '5' }} flexWrap="wrap" fontSize="sm" color="whiteAlpha.900">
            {place && (
              <HStack gap="1.5">
                <MapPin size={16} aria-hidden />
                <Text>{place}</Text>
              </HStack>
            )}
            {profile.workingHours.length > 0 && (
              <HStack gap="1.5" data-testid="profile-today">
                <Clock size={16} aria-hidden />
                <Text>{todaysHours(profile.workingHours, profile.timeZone, new Date())}</Text>
              </HStack>
            )}
            <HStack gap="1.5" data-testid="profile-rating">
              <Star size={16} aria-hidden fill={profile.rating !== null ? '#f3c24d' : 'none'} color="#f3c24d" />
              {profile.rating !== null && profile.reviewCount > 0 ? (
                <Text>
                  <Text as="span" fontWeight="bold">
                    {profile.rating.toFixed(1)}
                  </Text>{' '}
                  ({profile.reviewCount} {profile.reviewCount === 1 ? 'review' : 'reviews'})
                </Text>
              ) : (
                <Text>No reviews yet</Text>
              )}
            </HStack>
          </HStack>
          {profile.verificationStatus === 'approved' && (
            <HStack gap="1.5" fontSize="sm" color="brand.100" data-testid="profile-verified">
              <BadgeCheck size={16} aria-hidden />
              {profile.verifiedAt ? (
                <Text>
                  License verified on{' '}
                  <time dateTime={profile.verifiedAt}>{formatLongDate(new Date(profile.verifiedAt))}</time>
                </Text>
              ) : (
                <Text>License verified</Text>
              )}
            </HStack>
          )}
          {action}
        </Stack>
      </Container>
    </Box>
  )
}
