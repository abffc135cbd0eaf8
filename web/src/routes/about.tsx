import { Button, HStack } from '@chakra-ui/react'
import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '@/components/ui/page-hero'
import { AboutDifferences } from '@/features/marketing/components/about-differences'
import { AboutMission } from '@/features/marketing/components/about-mission'
import { AboutValues } from '@/features/marketing/components/about-values'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/about')({
  component: AboutPage,
})

function AboutPage() {
  usePageTitle('About')
  return (
    <>
      <PageHero
        eyebrow="About Chairside"
        title="Helping people find the stylist who gets their hair"
        lead="Chairside is a directory of hairstylists built on a simple idea: show clients honest information, and charge stylists a fair, flat price."
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
      <AboutMission />
      <AboutDifferences />
      <AboutValues />
    </>
  )
}
