import { Avatar, Box, Grid, HStack, Heading, Image, Stack, Tag, Text } from '@chakra-ui/react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { responsiveImage } from '@/lib/responsive-image'
import { FALLBACK_NAME } from '../profile-format'
import { ContactCard } from './contact-card'
import { ServicesTab, type ServiceAction } from './services-tab'
import { WorkingHours } from './working-hours'

/**
 * The profile's first view: who the stylist is, what they offer with its Book buttons (issue 36:
 * booking needs no tab change), specialties, hours, and how to reach them.
 */
export function AboutTab({ profile, serviceAction }: { profile: StylistProfile; serviceAction?: ServiceAction }) {
  const name = profile.stylistName.trim() || FALLBACK_NAME
  const bio = profile.bio.trim()
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
      <Stack gap="6">
        <HStack gap={{ base: '4', md: '6' }} align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          {profile.profileImageUrl ? (
            // A plain image, not Avatar.Image: the avatar shows its image only after a script saw it
            // load, and the public profile's HTML works before the app runs (ADR 011).
            <Image
              {...responsiveImage(profile.profileImageUrl, '(min-width: 48em) 144px, 112px', 320)}
              alt={`Photo of ${name}`}
              htmlWidth={144}
              htmlHeight={144}
              boxSize={{ base: '28', md: '36' }}
              flexShrink={0}
              objectFit="cover"
              borderRadius="l3"
              bg="plum.100"
            />
          ) : (
            <Avatar.Root
              boxSize={{ base: '28', md: '36' }}
              flexShrink={0}
              colorPalette="plum"
              variant="subtle"
              shape="rounded"
            >
              {/* Without a photo the fallback is a neutral person icon, not a stock picture. */}
              <Avatar.Fallback />
            </Avatar.Root>
          )}
          <Stack gap="3" minW="0">
            <Heading as="h2" size="xl" color="fg.heading">
              About {name}
            </Heading>
            <Text
              color={bio ? 'fg' : 'fg.muted'}
              fontStyle={bio ? undefined : 'italic'}
              lineHeight="tall"
              whiteSpace="pre-line"
            >
              {bio || 'No bio provided.'}
            </Text>
          </Stack>
        </HStack>
        {profile.services.length > 0 && (
          <ServicesTab services={profile.services} serviceAction={serviceAction} headingId="about-services-heading" />
        )}
        {profile.specialties.length > 0 && (
          <Box as="section" aria-labelledby="specialties-heading">
            <Heading as="h3" id="specialties-heading" size="md" color="fg.heading" mb="3">
              Specialties
            </Heading>
            <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
              {profile.specialties.map((s) => (
                <li key={s.id}>
                  <Tag.Root size="lg" colorPalette="brand" variant="subtle" borderRadius="full">
                    <Tag.Label>{s.name}</Tag.Label>
                  </Tag.Root>
                </li>
              ))}
            </HStack>
          </Box>
        )}
        <WorkingHours hours={profile.workingHours} timeZone={profile.timeZone} />
      </Stack>
      <ContactCard profile={profile} />
    </Grid>
  )
}
