import { Alert, Button, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { CreditCard } from 'lucide-react'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { useEffect, useRef, useState } from 'react'
import type { PaymentMethodDisplay } from '../payment-method-display'
import { SaveCardPanel } from './save-card-panel'

type PaymentMethodCardProps = { userId: string; subscription: SubscriptionView; display: PaymentMethodDisplay }

/** The card on file, what it is for (or what goes wrong without one), and adding or replacing it. */
export function PaymentMethodCard({ userId, subscription, display }: PaymentMethodCardProps) {
  const [entering, setEntering] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  // Closing the form puts focus back on the button that opened it.
  useEffect(() => {
    if (entering || !returnFocus.current) return
    returnFocus.current = false
    trigger.current?.focus()
  }, [entering])

  function close() {
    returnFocus.current = true
    setEntering(false)
  }

  const pastDue = subscription.status === 'past_due'
  return (
    <Card.Root
      as="section"
      aria-labelledby="payment-method-heading"
      variant="outline"
      borderColor={pastDue ? 'orange.300' : undefined}
    >
      <Card.Header>
        <Card.Title as="h2" id="payment-method-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          Payment method
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {display.alert && (
            <Alert.Root status={display.alert.status} variant="subtle" rounded="lg" data-testid="payment-method-alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="medium" lineHeight="tall">
                {display.alert.text}
              </Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
            <HStack gap="2" color={display.card ? 'fg.heading' : 'fg.muted'}>
              <Icon as={CreditCard} boxSize="5" aria-hidden />
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="card-on-file">
                {display.card ?? 'No card on file'}
              </Text>
            </HStack>
            {!entering && (
              <Button
                ref={trigger}
                colorPalette="brand"
                variant={display.alert ? 'solid' : 'outline'}
                w={{ base: 'full', sm: 'auto' }}
                onClick={() => setEntering(true)}
              >
                {display.action}
              </Button>
            )}
          </HStack>
          {display.note && <Text color="fg.muted">{display.note}</Text>}
          {entering && (
            <SaveCardPanel userId={userId} title={display.card ? 'Update your card' : 'Add a card'} onDone={close} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
