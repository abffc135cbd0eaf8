import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { AtSign, Globe, MapPin, Phone, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { formatPhone, phoneDigits } from '@marketplace/domain/phone.ts'
import { recordClick } from '../api/record-click'
import { facebookUrl, instagramHandle, instagramUrl, websiteUrl } from '../profile-format'

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="start">
      <Text as="span" color="brand.600" mt="0.5" aria-hidden>
        {icon}
      </Text>
      <Stack gap="0" minW="0" wordBreak="break-word">
        {children}
      </Stack>
    </HStack>
  )
}

export function ContactCard({ profile }: { profile: StylistProfile }) {
  const street = profile.address.trim() || profile.location.trim()
  // A postal line: 'New York, NY 10012' (the state's full name is the title attribute).
  const stateZip = [profile.state, profile.zipCode].filter(Boolean).join(' ')
  const cityLine = [profile.city, stateZip].filter(Boolean).join(', ')
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <Card.Root as="section" aria-labelledby="contact-heading" variant="outline" bg="bg.warm">
      <Card.Header>
        <Card.Title as="h2" id="contact-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          Contact &amp; Location
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="4">
          <Row icon={<MapPin size={18} />}>
            {street && <Text>{street}</Text>}
            <Text title={profile.state ? stateName(profile.state) : undefined}>{cityLine}</Text>
          </Row>
          {profile.phone && (
            <Row icon={<Phone size={18} />}>
              <Link
                href={`tel:${phoneDigits(profile.phone)}`}
                color="brand.fg"
                onClick={() => recordClick(profile.id, 'phone')}
              >
                {formatPhone(profile.phone)}
              </Link>
            </Row>
          )}
          {profile.website && (
            <Row icon={<Globe size={18} />}>
              <Link
                href={websiteUrl(profile.website)}
                {...external}
                color="brand.fg"
                onClick={() => recordClick(profile.id, 'website')}
              >
                {profile.website.replace(/^https?:\/\//i, '')}
              </Link>
            </Row>
          )}
          {profile.instagram && (
            <Row icon={<AtSign size={18} />}>
              <Link
                href={instagramUrl(profile.instagram)}
                {...external}
                color="brand.fg"
                onClick={() => recordClick(profile.id, 'instagram')}
              >
                @{instagramHandle(profile.instagram)}
              </Link>
            </Row>
          )}
          {profile.facebook && (
            <Row icon={<Users size={18} />}>
              <Link href={facebookUrl(profile.facebook)} {...external} color="brand.fg">
                Facebook
              </Link>
            </Row>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
