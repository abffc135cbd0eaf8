import { NumberedSteps } from '@/components/ui/numbered-steps'
import { PageSection } from '@/components/ui/page-section'

const steps = [
  {
    title: 'Subscribe',
    text: 'Pick the monthly plan ($5 every 30 days) or the annual plan ($40 a year). New stylists can start with a free six-month trial.',
  },
  {
    title: 'Build your profile',
    text: 'Add your photo, bio, salon address, services and prices, up to five specialties and up to nine portfolio photos from your dashboard.',
  },
  {
    title: 'Get verified',
    text: 'Our team reviews your details and license information. Verified profiles carry a badge that helps new clients choose with confidence.',
  },
  {
    title: 'Get found',
    text: 'While your subscription is active, your profile appears in search results near your salon and in the directory for your city.',
  },
] as const

export function StylistJourney() {
  return (
    <PageSection
      id="for-stylists"
      eyebrow="For stylists"
      heading="Turn searches nearby into new clients"
      intro="A flat subscription, no commission and a profile you control."
      bg="bg.warm"
    >
      <NumberedSteps steps={steps} columns={4} />
    </PageSection>
  )
}
