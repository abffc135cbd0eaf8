import { Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { toast } from '@/components/ui/toaster'
import { useSavePaymentMethod } from '../api/save-payment-method'
import { CardForm } from './card-form'

type SaveCardPanelProps = {
  userId: string
  /** 'Add a card', 'Update your card'. */
  title: string
  /** Called once the card is on file (true), or when the stylist closes the form (false). */
  onDone: (saved: boolean) => void
}

/**
 * The card form opened in place on the Subscription tab: the card is confirmed as on the
 * registration page, then put on file. A refused card (including one that cannot pay an overdue
 * invoice) shows in the form, which stays open for another card.
 */
export function SaveCardPanel({ userId, title, onDone }: SaveCardPanelProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const save = useSavePaymentMethod(userId)

  // Keyboard and screen-reader users land on the form they opened.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function putOnFile(paymentMethodId: string) {
    const result = await save.mutateAsync(paymentMethodId)
    toast({ title: 'Card saved', description: result.message, variant: 'success' })
    onDone(true)
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !save.isPending) onDone(false)
  }

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="bg.warm"
      borderWidth="1px"
      rounded="lg"
      onKeyDown={handleKeyDown}
    >
      <Stack gap="1">
        <Heading
          ref={heading}
          id={headingId}
          as="h3"
          size="md"
          color="fg.heading"
          tabIndex={-1}
          _focusVisible={{ outline: 'none' }}
        >
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Your card is saved securely with our payment provider and becomes the card on file for your subscription.
        </Text>
      </Stack>
      <CardForm submitLabel="Save Card" onSaved={putOnFile} onCancel={() => onDone(false)} />
    </Stack>
  )
}
