import { SimpleGrid, Text } from '@chakra-ui/react'
import { PageSection } from '@/components/ui/page-section'
import { PlanCard, type Plan } from './plan-card'
import { RegistrationButton } from './registration-button'

const included = [
  'Public profile in search and the city directory',
  'Up to 9 portfolio photos',
  'Unlimited services with prices and durations',
  'Verified badge once your details are reviewed',
  'Reviews from signed-in clients',
] as const

const monthly: Plan = {
  name: 'Monthly',
  price: '$5',
  period: 'month',
  billing: 'Billed every 30 days. Cancel anytime.',
  badge: 'POPULAR',
  highlighted: true,
  features: included,
}

const annual: Plan = {
  name: 'Annual',
  price: '$40',
  period: 'year',
  billing: 'Billed once a year. Save $20 over monthly.',
  badge: 'Save 33%',
  features: included,
}

export function StylistPlans() {
  return (
    <PageSection
      id="plans"
      eyebrow="Pricing"
      heading="Simple plans, no surprises"
      intro="One flat price for your listing. No commission, no setup fees, no contracts."
      align="center"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" maxW="4xl" mx="auto">
        <PlanCard plan={monthly} action={<RegistrationButton width="full">Choose Monthly</RegistrationButton>} />
        <PlanCard
          plan={annual}
          action={
            <RegistrationButton width="full" variant="outline">
              Choose Annual
            </RegistrationButton>
          }
        />
      </SimpleGrid>
      <Text textAlign="center" fontSize="sm" color="fg.muted" mt="8" maxW="2xl" mx="auto">
        Prices are in US dollars. Subscriptions renew automatically; if you cancel, your profile stays visible until the
        end of the period you have paid for.
      </Text>
    </PageSection>
  )
}
