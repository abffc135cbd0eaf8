import { Button, HStack } from '@chakra-ui/react'
import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '@/components/ui/page-hero'
import { ClientJourney } from '@/features/marketing/components/client-journey'
import { StylistJourney } from '@/features/marketing/components/stylist-journey'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/how-it-works')({
  component: HowItWorksPage,
})

function HowItWorksPage() {
  usePageTitle('How It Works')
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="A straightforward way to find, and be found by, a great stylist"
        lead="Clients search by real distance and compare what matters. Stylists pay one flat price to be listed. Nobody pays to jump the queue."
      >
        <HStack gap="3" flexWrap="wrap" pt="2">
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/stylist-directory">Browse Stylists</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <Link to="/for-stylists">Join as a Stylist</Link>
          </Button>
        </HStack>
      </PageHero>
      <ClientJourney />
      <StylistJourney />
    </>
  )
}
