import { createFileRoute } from '@tanstack/react-router'
import { FreeTrialPromo } from '@/features/marketing/components/free-trial-promo'
import { StylistBenefits } from '@/features/marketing/components/stylist-benefits'
import { StylistCtaBand } from '@/features/marketing/components/stylist-cta-band'
import { StylistHero } from '@/features/marketing/components/stylist-hero'
import { StylistPlans } from '@/features/marketing/components/stylist-plans'
import { StylistSteps } from '@/features/marketing/components/stylist-steps'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/for-stylists')({
  component: ForStylistsPage,
})

function ForStylistsPage() {
  usePageTitle('For Stylists')
  return (
    <>
      <StylistHero />
      <FreeTrialPromo />
      <StylistBenefits />
      <StylistSteps />
      <StylistPlans />
      <StylistCtaBand />
    </>
  )
}
