import { Avatar, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { responsiveImage } from '@/lib/responsive-image'

/** Canonical profile address parts, so the profile opens without a redirect. */
export function profileParams(stylist: Appointment['stylist']) {
  const slug = stylistSlug({
    stylistName: stylist.name,
    salonName: stylist.salonName,
    city: stylist.city,
    state: stylist.state,
  })
  return { id: String(stylist.id), slug }
}

/** The stylist's photo and name, both leading to their profile; the salon under the name. */
export function StylistHeading({ stylist, headingId }: { stylist: Appointment['stylist']; headingId: string }) {
  return (
    <HStack gap="3" minW="0" align="center">
      <Link to="/stylist/$id/$slug" params={profileParams(stylist)} tabIndex={-1} aria-hidden="true">
        <Avatar.Root size="lg" colorPalette="brand" flexShrink={0}>
          <Avatar.Fallback name={stylist.name} />
          {stylist.profileImageUrl && (
            <Avatar.Image {...responsiveImage(stylist.profileImageUrl, '48px', 160)} alt="" />
          )}
        </Avatar.Root>
      </Link>
      <Stack gap="0" minW="0">
        <Heading as="h3" id={headingId} size="md" color="fg.heading" lineClamp={1}>
          <ChakraLink asChild color="inherit">
            <Link to="/stylist/$id/$slug" params={profileParams(stylist)}>
              {stylist.name}
            </Link>
          </ChakraLink>
        </Heading>
        {stylist.salonName && (
          <Text color="fg.muted" fontSize="sm" lineClamp={1}>
            {stylist.salonName}
          </Text>
        )}
      </Stack>
    </HStack>
  )
}
