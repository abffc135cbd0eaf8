import { NumberedSteps } from '@/components/ui/numbered-steps'
import { PageSection } from '@/components/ui/page-section'

const steps = [
  {
    title: 'Choose your plan',
    text: 'Create your account and pick monthly or annual billing, or start the free six-month trial with a promotional code.',
  },
  {
    title: 'Build your profile',
    text: 'Add a photo, a short bio, your salon address, services and prices, your specialties and up to nine portfolio photos.',
  },
  {
    title: 'Get verified and get found',
    text: 'We review your details, and your profile appears in search results and in the directory for your city.',
  },
] as const

export function StylistSteps() {
  return (
    <PageSection id="how-it-works" eyebrow="How it works" heading="Live in three simple steps" bg="bg.warm">
      <NumberedSteps steps={steps} />
    </PageSection>
  )
}
