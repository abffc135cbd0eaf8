import { Alert, Button, Stack } from '@chakra-ui/react'
import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import type { FormEvent } from 'react'
import type { CouponEntryState } from '../hooks/use-coupon-entry'
import { formatBillingDate } from '../billing-format'
import { continueFromPlan } from '../registration-flow'
import { signupSummary } from '../signup-summary'
import { CouponEntryField } from './coupon-entry'
import { PlanChoice } from './plan-choice'
import { StepHeading } from './step-heading'

type PlanStepProps = {
  plan: PlanType
  onPlanChange: (plan: PlanType) => void
  coupon: CouponEntryState
  /** Card needed: on to payment; free trial: straight to processing. */
  onContinue: (next: 'payment' | 'processing') => void
  focusOnMount: boolean
}

export function PlanStep({ plan, onPlanChange, coupon, onContinue, focusOnMount }: PlanStepProps) {
  const trial = coupon.entry.applied?.isFree ? signupSummary(plan, coupon.entry.applied, new Date()) : null

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (coupon.checking) return
    const result = continueFromPlan(coupon.entry)
    if ('error' in result) {
      coupon.setError(result.error)
      event.currentTarget.querySelector<HTMLElement>('[name="couponCode"]')?.focus()
      return
    }
    onContinue(result.next)
  }

  return (
    <form noValidate aria-label="Choose your plan" onSubmit={handleSubmit}>
      <Stack gap="6">
        <StepHeading
          title="Choose your plan"
          description="One flat price for your listing. No commission, no setup fees."
          focusOnMount={focusOnMount}
        />
        <PlanChoice value={plan} onChange={onPlanChange} />
        <CouponEntryField
          entry={coupon.entry}
          error={coupon.error}
          checking={coupon.checking}
          onOpenChange={coupon.setOpen}
          onCodeChange={coupon.setCode}
          onApply={() => coupon.apply(plan)}
          onRemove={coupon.remove}
        />
        {trial?.trialEndsAt && (
          <Alert.Root status="info" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No card needed for your free trial</Alert.Title>
              <Alert.Description>
                Your profile is listed free until {formatBillingDate(trial.trialEndsAt)}. When the trial ends, your
                profile leaves search unless you subscribe with a card.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'end' }}
          disabled={coupon.checking}
        >
          {trial ? 'Start Free Trial' : 'Continue to Payment'}
        </Button>
      </Stack>
    </form>
  )
}
