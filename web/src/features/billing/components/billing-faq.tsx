import { Accordion, Heading, Stack, Text } from '@chakra-ui/react'
import { formatUsd } from '../billing-format'
import { PLANS } from '../plans'

// The billing terms (spec section 9 and the terms of service), as questions a stylist asks.
const questions = [
  {
    q: 'Does my subscription renew automatically?',
    a: `Yes. The Monthly plan (${formatUsd(PLANS.monthly.priceCents)}) renews every 30 days and the Annual plan (${formatUsd(
      PLANS.annual.priceCents,
    )}) once a year, charged to your card on file, until you cancel.`,
  },
  {
    q: 'What happens if I cancel?',
    a: 'Cancelling takes effect at the end of your current billing period. Your profile stays visible to clients until then, you are not charged again, and you can reactivate at any time before the period ends. After that your profile is hidden from search.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Subscription fees are non-refundable, except where the law requires a refund.',
  },
  {
    q: 'What happens when I change plan?',
    a: 'The new plan takes effect immediately. The unused part of your current paid period is credited against the new plan. During a free trial, the trial continues and the new plan is charged when it ends.',
  },
  {
    q: 'How does the free trial work?',
    a: 'Your profile is listed free until the trial ends. With a card on file, your plan is charged automatically when the trial ends. Without a card, the subscription ends with the trial and your profile leaves search; add a card under Payment method before then to stay listed.',
  },
  {
    q: 'What happens if a payment fails?',
    a: 'Your profile is hidden from search until the payment goes through. Update your card under Payment method and the overdue payment is retried with it.',
  },
  {
    q: 'Can prices change?',
    a: 'Prices change only with at least 30 days’ notice before the new price applies to you.',
  },
] as const

/** Billing questions and answers; each answer opens under its question (arrow keys move between them). */
export function BillingFaq() {
  return (
    <Stack as="section" aria-labelledby="billing-faq-heading" gap="3">
      <Heading as="h2" id="billing-faq-heading" size="lg" color="fg.heading">
        Billing questions
      </Heading>
      <Accordion.Root collapsible variant="enclosed" bg="bg">
        {questions.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.ItemTrigger cursor="pointer">
              <Text as="span" flex="1" fontWeight="semibold" textAlign="start">
                {q}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                {a}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  )
}
