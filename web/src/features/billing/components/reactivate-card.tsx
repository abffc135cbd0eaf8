import { Button, Card, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { toast } from '@/components/ui/toaster'
import { useReactivateSubscription } from '../api/reactivate-subscription'
import { cardOnFileText, formatBillingDate } from '../billing-format'
import { serverMessageOf } from '../billing-errors'
import { planPriceText } from '../plans'

type ReactivateCardProps = { userId: string; subscription: SubscriptionView; mode: 'button' | 'resubscribe' }

/**
 * A cancelled or lapsed subscription comes back here. When it cannot be restarted as it is (it
 * ended with no card on file), the way back is registration, with a card.
 */
export function ReactivateCard({ userId, subscription, mode }: ReactivateCardProps) {
  const reactivate = useReactivateSubscription(userId)
  const price = planPriceText(subscription.subscriptionType)
  const date = formatBillingDate(subscription.subscriptionExpiry)

  function handleReactivate() {
    reactivate.mutate(undefined, {
      onSuccess: () => toast({ title: 'Subscription reactivated successfully', variant: 'success' }),
      onError: (error) => toast({ title: 'Failed to reactivate subscription', description: serverMessageOf(error), variant: 'destructive' }),
    })
  }

  const text =
    mode === 'resubscribe'
      ? 'Your subscription has ended. Subscribe again with a card to list your profile in search.'
      : subscription.subscriptionActive
        ? `Your subscription ends on ${date}. Reactivate to keep your profile visible; it then renews as before (${price}).`
        : `Reactivate to list your profile in search again. Your plan (${price}) is charged to ${
            subscription.card ? cardOnFileText(subscription.card) : 'your card on file'
          }.`

  return (
    <Card.Root as="section" aria-labelledby="reactivate-heading" variant="subtle" bg="bg.accent">
      <Card.Header>
        <Card.Title as="h2" id="reactivate-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          {mode === 'resubscribe' ? 'Subscribe again' : 'Reactivate your subscription'}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Text lineHeight="tall">{text}</Text>
      </Card.Body>
      <Card.Footer>
        {mode === 'resubscribe' ? (
          <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
            <Link to="/stylist-registration">Subscribe Again</Link>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            w={{ base: 'full', sm: 'auto' }}
            onClick={handleReactivate}
            loading={reactivate.isPending}
            loadingText="Reactivating…"
          >
            Reactivate Subscription
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  )
}
