import { NumberedSteps } from '@/components/ui/numbered-steps'
import { PageSection } from '@/components/ui/page-section'

const steps = [
  {
    title: 'Search around you',
    text: 'Enter a city, ZIP code or address and the services you want, and choose the radius. Each card shows how far the stylist really is. The recommended order weighs reviews, a verified license, a complete profile and distance; sort by distance or price whenever you like.',
  },
  {
    title: 'Compare services and prices',
    text: 'Every profile lists services with prices and durations, a price range, specialties and a portfolio of recent work, so you can compare before you call.',
  },
  {
    title: 'Read verified reviews',
    text: 'Reviews come from signed-in clients and are tied to real accounts. Ratings are shown as they are: nobody can pay to hide a bad one.',
  },
  {
    title: 'Get in touch directly',
    text: 'Call, visit the stylist’s website or send a message on Instagram. You deal with your stylist directly, with no booking fees added by us.',
  },
] as const

export function ClientJourney() {
  return (
    <PageSection
      id="for-clients"
      eyebrow="For clients"
      heading="Find a stylist you will want to go back to"
      intro="Searching on Chairside is free and you do not need an account. Sign in only when you want to leave a review."
    >
      <NumberedSteps steps={steps} columns={4} />
    </PageSection>
  )
}
