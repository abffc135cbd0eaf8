import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import type { PayoutAccount } from '@marketplace/domain/contract/payments.ts'
import { useState } from 'react'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { startOnboarding } from '../api/payments'

const statusText: Record<PayoutAccount['status'], { label: string; palette: string; text: string }> = {
  not_connected: {
    label: 'Not connected',
    palette: 'gray',
    text: 'Connect a Stripe account to take deposits, prepayments and fees. A card on file with no fees works without one.',
  },
  requirements_due: {
    label: 'Requirements due',
    palette: 'orange',
    text: 'Stripe needs a few more details before your account is fully set up.',
  },
  restricted: {
    label: 'Restricted',
    palette: 'red',
    text: 'Stripe has paused charges or payouts on your account until you update your details.',
  },
  enabled: {
    label: 'Enabled',
    palette: 'green',
    text: 'Payments go to your Stripe account and Stripe pays them out to your bank.',
  },
}

/** Stripe's requirement names in words a stylist knows; others as Stripe writes them. */
const requirementWords: Record<string, string> = {
  'business_profile.name': 'Business name',
  'business_profile.url': 'Business website or profile',
  external_account: 'Bank account for payouts',
  'tos_acceptance.date': "Stripe's terms of service",
  'individual.verification.document': 'A photo ID',
  'individual.id_number': 'Taxpayer ID number',
}

/** The stylist's Stripe Connect account: its status, what is due, and the way to (re)connect. */
export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  const [going, setGoing] = useState(false)
  const status = statusText[account.status]
  async function connect() {
    setGoing(true)
    try {
      window.location.assign(await startOnboarding())
    } catch (error) {
      setGoing(false)
      toast({
        title: 'Could not open Stripe',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      })
    }
  }
  const action =
    account.status === 'not_connected'
      ? 'Connect with Stripe'
      : account.status === 'enabled'
        ? 'Update details on Stripe'
        : 'Finish setting up on Stripe'
  return (
    <Stack gap="3" p="4" borderWidth="1px" rounded="lg" aria-labelledby="payout-account-heading" as="section">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h4" id="payout-account-heading" fontWeight="semibold">
          Getting paid
          {account.mode === 'embedded' && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              (embedded test twin of Stripe)
            </Text>
          )}
        </Text>
        <Badge colorPalette={status.palette} size="md" aria-label={`Stripe account status: ${status.label}`}>
          {status.label}
        </Badge>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {status.text} No commission: the platform fee is $0. Stripe&rsquo;s own processing fee is taken from each
        payment and shown with it.
      </Text>
      {account.requirementsDue.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Stripe still needs:
          </Text>
          <List.Root fontSize="sm" ps="5">
            {account.requirementsDue.map((r) => (
              <List.Item key={r}>{requirementWords[r] ?? r}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Button
        alignSelf={{ base: 'stretch', sm: 'start' }}
        colorPalette="brand"
        variant={account.status === 'enabled' ? 'outline' : 'solid'}
        loading={going}
        loadingText="Opening Stripe…"
        onClick={() => void connect()}
      >
        {action}
      </Button>
    </Stack>
  )
}
