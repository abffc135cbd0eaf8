import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PlanType, SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { toast } from '@/components/ui/toaster'
import { useUpdatePlan } from '../api/update-plan'
import { PLAN_TYPES, PLANS, annualSavingsText, planPriceText } from '../plans'

type ChangePlanCardProps = { userId: string; subscription: SubscriptionView }

/** Monthly or Annual; the current plan's button is disabled. A change takes effect at once. */
export function ChangePlanCard({ userId, subscription }: ChangePlanCardProps) {
  const update = useUpdatePlan(userId)
  const trialing = subscription.status === 'trialing'

  function choose(plan: PlanType) {
    update.mutate(plan, {
      onSuccess: () => toast({ title: `Plan updated to ${PLANS[plan].label}`, variant: 'success' }),
      onError: () => toast({ title: 'Failed to update plan', variant: 'destructive' }),
    })
  }

  return (
    <Card.Root as="section" aria-labelledby="change-plan-heading" variant="outline">
      <Card.Header>
        <Card.Title as="h2" id="change-plan-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          Change plan
        </Card.Title>
        <Card.Description>
          {trialing
            ? 'Your free trial carries on; the new plan is charged when it ends.'
            : 'The change takes effect now. What is left of your current period is credited against the new plan.'}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {PLAN_TYPES.map((plan) => {
            const current = plan === subscription.subscriptionType
            return (
              <Stack
                key={plan}
                gap="3"
                p="4"
                borderWidth="1px"
                borderColor={current ? 'brand.solid' : 'border'}
                rounded="lg"
              >
                <HStack justify="space-between" gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" color="fg.heading">
                    {PLANS[plan].label}
                  </Text>
                  {plan === 'annual' && (
                    <Badge colorPalette="green" variant="subtle">
                      {annualSavingsText()}
                    </Badge>
                  )}
                </HStack>
                <Text color="fg.muted">{planPriceText(plan)}</Text>
                <Button
                  colorPalette="brand"
                  variant={current ? 'outline' : 'solid'}
                  disabled={current || update.isPending}
                  loading={update.isPending && update.variables === plan}
                  loadingText="Updating…"
                  onClick={() => choose(plan)}
                >
                  {current ? 'Current Plan' : `Switch to ${PLANS[plan].label}`}
                </Button>
              </Stack>
            )
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
