import { Button, Stack } from '@chakra-ui/react'
import { ArrowLeft } from 'lucide-react'
import type { AppliedCoupon, PlanType } from '@marketplace/domain/contract/billing.ts'
import { useState } from 'react'
import { signupSummary } from '../signup-summary'
import { CardForm } from './card-form'
import { SignupSummaryCard } from './signup-summary-card'
import { StepHeading } from './step-heading'

type PaymentStepProps = {
  plan: PlanType
  coupon: AppliedCoupon | null
  onCardSaved: (paymentMethodId: string) => void
  onBack: () => void
  focusOnMount: boolean
}

export function PaymentStep({ plan, coupon, onCardSaved, onBack, focusOnMount }: PaymentStepProps) {
  // Read once: the dates in the summary should not move while the stylist types.
  const [now] = useState(() => new Date())
  const summary = signupSummary(plan, coupon, now)
  return (
    <Stack gap="6">
      <StepHeading
        title="Payment details"
        description="Your card is saved securely with our payment provider and charged for your plan."
        focusOnMount={focusOnMount}
      />
      <SignupSummaryCard summary={summary} coupon={coupon} />
      <CardForm submitLabel="Complete Registration" onSaved={onCardSaved} />
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to Plan Selection
      </Button>
    </Stack>
  )
}
