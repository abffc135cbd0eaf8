import { Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { PageSection } from '@/components/ui/page-section'

export function AboutMission() {
  return (
    <PageSection id="mission" eyebrow="Our mission" heading="Great hair starts with the right person">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '12' }}>
        <Stack gap="4" color="fg.muted" fontSize="lg" lineHeight="tall">
          <Text>
            Finding a stylist usually means scrolling through ads, guessing at prices and hoping the photos are recent.
            Chairside exists to make that search honest: you see the stylists who are actually near you, what they
            charge, what their work looks like and what their clients say.
          </Text>
          <Text>
            For stylists, we want a listing to feel like a fair deal: one small, flat subscription, no commission on
            appointments, and a profile that puts their craft first.
          </Text>
        </Stack>
        <Stack gap="3" bg="bg.accent" rounded="2xl" p={{ base: '6', md: '8' }} justify="center">
          <Heading as="h3" size="lg" color="fg.heading">
            What we believe
          </Heading>
          <Text color="fg.muted" fontSize="lg" lineHeight="tall">
            Clients deserve clear information. Stylists deserve to keep what they earn. A directory should serve both,
            and take sides with neither.
          </Text>
        </Stack>
      </Grid>
    </PageSection>
  )
}
