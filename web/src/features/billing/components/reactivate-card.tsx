import { Button, Card, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toaster'
import { useReactivateSubscription } from '../api/reactivate-subscription'
import { cardOnFileText, formatBillingDate } from '../billing-format'
import { serverMessageOf } from '@/lib/api-errors'
import { planPriceText } from '../plans'
import { SaveCardPanel } from './save-card-panel'

type ReactivateCardProps = { userId: string; subscription: SubscriptionView; mode: 'button' | 'resubscribe' }

/**
 * A cancelled or lapsed subscription comes back here. One that ended with no card on file takes a
 * card first, in place; with the card on file it is then reactivated like any other.
 */
export function ReactivateCard({ userId, subscription, mode }: ReactivateCardProps) {
  const reactivate = useReactivateSubscription(userId)
  const [entering, setEntering] = useState(false)
  const addCard = useRef<HTMLButtonElement>(null)
  const reactivateButton = useRef<HTMLButtonElement>(null)
  // Where focus goes once the card form closes: on to reactivating, or back to 'Add Card'.
  const focusNext = useRef<'reactivate' | 'add-card' | null>(null)
  const price = planPriceText(subscription.subscriptionType)
  const date = formatBillingDate(subscription.subscriptionExpiry)

  useEffect(() => {
    if (entering || !focusNext.current) return
    const target = focusNext.current === 'reactivate' ? reactivateButton.current : addCard.current
    // The subscription with the new card can reach the cache a render after the form closes.
    if (!target) return
    focusNext.current = null
    target.focus()
  }, [entering, mode])

  function handleReactivate() {
    reactivate.mutate(undefined, {
      onSuccess: () => toast({ title: 'Subscription reactivated successfully', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to reactivate subscription',
          description: serverMessageOf(error),
          variant: 'destructive',
        }),
    })
  }

  function closeCardForm(saved: boolean) {
    focusNext.current = saved ? 'reactivate' : 'add-card'
    setEntering(false)
  }

  const text =
    mode === 'resubscribe'
      ? `Your subscription has ended and there is no card on file. Add a card, then reactivate to list your profile in search again; your plan (${price}) is charged when you reactivate.`
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
        <Stack gap="4">
          <Text lineHeight="tall">{text}</Text>
          {entering && <SaveCardPanel userId={userId} title="Add a card" onDone={closeCardForm} />}
        </Stack>
      </Card.Body>
      {!entering && (
        <Card.Footer>
          {mode === 'resubscribe' ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button ref={addCard} colorPalette="brand" onClick={() => setEntering(true)}>
                Add Card
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <Link to="/stylist-registration">Choose a Different Plan</Link>
              </Button>
            </Stack>
          ) : (
            <Button
              ref={reactivateButton}
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
      )}
    </Card.Root>
  )
}
