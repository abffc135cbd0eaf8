import { SimpleGrid } from '@chakra-ui/react'
import { BadgeCheck, Images, MapPin, Star, Tags, Wallet } from 'lucide-react'
import { FeatureCard } from '@/components/ui/feature-card'
import { PageSection } from '@/components/ui/page-section'

const benefits = [
  {
    icon: MapPin,
    title: 'Found on merit, near your clients',
    text: 'Clients search around where they are, within the radius they choose. The recommended order weighs your reviews (a verified visit counts double), your license check, a complete profile and how close you are. Nobody can pay for placement.',
  },
  {
    icon: Images,
    title: 'A portfolio that sells',
    text: 'Show up to nine photos of your best cuts, color and styles. Your work does the talking before a client ever calls.',
  },
  {
    icon: Tags,
    title: 'Your services, your prices',
    text: 'List every service with its price and how long it takes, so the clients who reach out already know what to expect.',
  },
  {
    icon: BadgeCheck,
    title: 'A verified badge',
    text: 'Our team checks your license details. The verified badge tells new clients you are exactly who you say you are.',
  },
  {
    icon: Star,
    title: 'Reviews from real clients',
    text: 'Every review comes from a signed-in client, so your rating reflects real appointments and builds trust over time.',
  },
  {
    icon: Wallet,
    title: 'Flat price, zero commission',
    text: 'Pay $5 a month or $40 a year. We never take a cut of your appointments, tips or product sales.',
  },
] as const

export function StylistBenefits() {
  return (
    <PageSection
      id="benefits"
      eyebrow="Why Chairside"
      heading="Everything you need to grow your client list"
      intro="A listing on Chairside is a storefront that works while you are behind the chair."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {benefits.map((benefit) => (
          <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
            {benefit.text}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
