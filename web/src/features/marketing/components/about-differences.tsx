import { SimpleGrid } from '@chakra-ui/react'
import { BadgeCheck, Gauge, MapPin, Wallet } from 'lucide-react'
import { FeatureCard } from '@/components/ui/feature-card'
import { PageSection } from '@/components/ui/page-section'

const differences = [
  {
    icon: MapPin,
    title: 'Honest search, real distances',
    text: 'Results show the real distance to each stylist. The recommended order weighs reviews, a verified license, a complete profile and distance, and you can sort by distance instead. There are no sponsored slots and no paid boosts.',
  },
  {
    icon: Gauge,
    title: 'A fast, simple site',
    text: 'Pages load quickly on any phone, work with a keyboard and screen reader, and never bury what you came for under pop-ups.',
  },
  {
    icon: Wallet,
    title: 'Flat, transparent pricing',
    text: 'Stylists pay $5 a month or $40 a year, the same for everyone. We never take a commission on appointments.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified reviews',
    text: 'Reviews come from signed-in clients, and stylists are checked by our team before they earn a verified badge.',
  },
] as const

export function AboutDifferences() {
  return (
    <PageSection id="different" eyebrow="What makes us different" heading="Built to be trusted" bg="bg.warm">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {differences.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            {item.text}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
