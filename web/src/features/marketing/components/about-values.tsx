import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { PageSection } from '@/components/ui/page-section'

const values = [
  {
    title: 'Stylists first',
    text: 'Independent stylists and small salons are the heart of this industry. Our tools are built around the way they actually work.',
  },
  {
    title: 'Honesty over hype',
    text: 'We show real distances, real prices and real reviews, and we say plainly what we charge and why.',
  },
  {
    title: 'Privacy by default',
    text: 'We collect what the service needs and nothing more. We do not sell personal information, and we never will.',
  },
  {
    title: 'Open to everyone',
    text: 'Every hair type, every texture, every budget. The site is designed to be usable by everyone, including people using assistive technology.',
  },
] as const

export function AboutValues() {
  return (
    <PageSection
      id="team"
      eyebrow="Our team and values"
      heading="A small team with a clear focus"
      intro="Chairside is built by a small, independent team of engineers and designers who care about the people on both sides of the chair. These are the values we hold ourselves to."
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '6', md: '10' }}>
        {values.map((value) => (
          <Stack key={value.title} gap="2" borderStartWidth="3px" borderColor="brand.solid" ps="5">
            <Heading as="h3" size="md" color="fg.heading">
              {value.title}
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              {value.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
