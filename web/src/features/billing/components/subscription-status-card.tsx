import { Badge, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { Eye, EyeOff } from 'lucide-react'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import type { ReactNode } from 'react'
import { PLANS, planPriceText } from '../plans'
import type { SubscriptionDisplay } from '../subscription-display'

type SubscriptionStatusCardProps = {
  subscription: SubscriptionView
  display: SubscriptionDisplay
  /** What the stylist can do from here (cancel). */
  actions?: ReactNode
}

/** Whether the profile is visible, the plan and the next date that matters (the card has its own section). */
export function SubscriptionStatusCard({ subscription, display, actions }: SubscriptionStatusCardProps) {
  const plan = PLANS[subscription.subscriptionType]
  return (
    <Card.Root as="section" aria-labelledby="subscription-status-heading" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Card.Title as="h2" id="subscription-status-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
            Your subscription
          </Card.Title>
          <HStack gap="2" flexWrap="wrap">
            {display.paymentFailed && (
              <Badge colorPalette="red" variant="subtle" size="lg" rounded="full">
                Payment failed
              </Badge>
            )}
            {subscription.cancelAtPeriodEnd && display.active && (
              <Badge colorPalette="orange" variant="subtle" size="lg" rounded="full">
                Cancelled
              </Badge>
            )}
            {display.trialText && (
              <Badge colorPalette="purple" variant="subtle" size="lg" rounded="full">
                Free trial
              </Badge>
            )}
            <Badge
              colorPalette={display.active ? 'green' : 'gray'}
              variant="solid"
              size="lg"
              rounded="full"
              data-testid="subscription-badge"
            >
              {display.badge}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" color={display.active ? 'green.700' : 'fg.muted'} fontWeight="semibold">
            <Icon as={display.active ? Eye : EyeOff} boxSize="5" aria-hidden />
            <Text>{display.visibility}</Text>
          </HStack>
          <Text fontSize="lg" color="fg.heading" data-testid="subscription-plan">
            <Text as="span" fontWeight="semibold">
              {plan.label} plan
            </Text>{' '}
            · {planPriceText(plan.type)}
          </Text>
          {display.trialText && <Text color="fg">{display.trialText}</Text>}
          <Text color="fg" data-testid="subscription-date">
            {display.dateText}
          </Text>
        </Stack>
      </Card.Body>
      {actions && <Card.Footer>{actions}</Card.Footer>}
    </Card.Root>
  )
}
