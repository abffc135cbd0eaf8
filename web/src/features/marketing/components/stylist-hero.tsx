import { HStack, Text } from '@chakra-ui/react'
import { PageHero } from '@/components/ui/page-hero'
import { RegistrationButton } from './registration-button'

export function StylistHero() {
  return (
    <PageHero
      eyebrow="For stylists"
      title="Get found by clients who are looking for you right now"
      lead="Chairside puts your work in front of people searching for a stylist near them. One flat price, no commission on your appointments, and a profile that shows off what you do best."
    >
      <HStack gap="4" flexWrap="wrap" pt="2">
        <RegistrationButton>Start Your Free Trial</RegistrationButton>
        <Text fontSize="sm" color="fg.muted">
          Plans from $5 a month. Cancel anytime.
        </Text>
      </HStack>
    </PageHero>
  )
}
