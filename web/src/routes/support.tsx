import { Box, Container, Grid, Heading } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '@/components/ui/page-hero'
import { SupportForm } from '@/features/support/components/support-form'
import { SupportHelp } from '@/features/support/components/support-help'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/support')({
  component: SupportPage,
})

function SupportPage() {
  usePageTitle('Support')
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="How can we help?"
        lead="Questions about your profile, your subscription or a stylist you found here? Send us a message and a real person will get back to you."
      />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '12', lg: '16' }}>
          <Box as="section" aria-labelledby="contact-heading">
            <Heading as="h2" id="contact-heading" size="xl" color="fg.heading" mb="6">
              Contact us
            </Heading>
            <SupportForm />
          </Box>
          <Box as="aside" aria-label="More help">
            <SupportHelp />
          </Box>
        </Grid>
      </Container>
    </>
  )
}
