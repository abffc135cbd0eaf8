import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import { useEffect, useState } from 'react'
import { toast } from '@/components/ui/toaster'
import { usePageTitle } from '@/hooks/use-page-title'
import { useCompleteSignup } from '../api/complete-signup'
import { signupFailureMessage } from '../billing-errors'
import { useCouponEntry } from '../hooks/use-coupon-entry'
import type { RegistrationStep } from '../registration-flow'
import { PaymentStep } from './payment-step'
import { PlanStep } from './plan-step'
import { RegistrationProgress } from './registration-progress'
import { RegistrationStatus } from './registration-status'

// Spec section 9: the complete step shows for 2 seconds before the dashboard.
const REDIRECT_DELAY_MS = 2000

/** /stylist-registration: plan -> payment -> processing -> complete (spec section 4). */
export function RegistrationPage({ userId }: { userId: string }) {
  usePageTitle('Complete Your Registration')
  const navigate = useNavigate()
  const [step, setStep] = useState<RegistrationStep>('plan')
  // The first step keeps the page's natural focus; later steps take it.
  const [moved, setMoved] = useState(false)
  const [plan, setPlan] = useState<PlanType>('monthly')
  const coupon = useCouponEntry()
  const signup = useCompleteSignup(userId)

  useEffect(() => {
    if (step !== 'complete') return
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [step, navigate])

  function goTo(next: RegistrationStep) {
    setMoved(true)
    setStep(next)
  }

  function changePlan(next: PlanType) {
    setPlan(next)
    coupon.revalidate(next)
  }

  function finishSignup(paymentMethodId: string | null) {
    goTo('processing')
    signup.mutate(
      { planType: plan, paymentMethodId, couponCode: coupon.entry.applied?.code ?? null },
      {
        onSuccess: () => goTo('complete'),
        onError: (error) => {
          toast({ title: 'Error', description: signupFailureMessage(error), variant: 'destructive' })
          // Back where the stylist came from: the card form, or the plan step of a free trial.
          goTo(paymentMethodId === null ? 'plan' : 'payment')
        },
      },
    )
  }

  return (
    <Box bg="bg.warm" py={{ base: '6', md: '14' }} flex="1">
      <Container maxW="2xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '6' }}>
          <Stack gap="2" textAlign={{ base: 'start', sm: 'center' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
              Complete Your Registration
            </Heading>
            <Text color="fg.muted">Choose a plan and get your profile in front of clients near you.</Text>
          </Stack>
          <RegistrationProgress step={step} />
          <Card.Root variant="elevated" size={{ base: 'sm', md: 'lg' }}>
            <Card.Body>
              {step === 'plan' && (
                <PlanStep
                  plan={plan}
                  onPlanChange={changePlan}
                  coupon={coupon}
                  onContinue={(next) => (next === 'processing' ? finishSignup(null) : goTo('payment'))}
                  focusOnMount={moved}
                />
              )}
              {step === 'payment' && (
                <PaymentStep
                  plan={plan}
                  coupon={coupon.entry.applied}
                  onCardSaved={finishSignup}
                  onBack={() => goTo('plan')}
                  focusOnMount={moved}
                />
              )}
              {(step === 'processing' || step === 'complete') && <RegistrationStatus state={step} />}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Container>
    </Box>
  )
}
