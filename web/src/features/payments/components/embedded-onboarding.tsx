import { Alert, Badge, Button, Container, Heading, Input, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react'
import { embeddedOnboardingSchema, type EmbeddedOnboarding } from '@marketplace/domain/contract/payments.ts'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { usePageTitle } from '@/hooks/use-page-title'
import { failureMessage, fieldErrorsOf, issueFieldErrors } from '@/lib/api-errors'
import { sameSiteReturn, useEmbeddedAccount, useSubmitOnboarding } from '../api/embedded-connect'

const outcomes = [
  { value: 'enabled', label: 'Approve', hint: 'Charges and payouts are enabled.' },
  { value: 'requirements_due', label: 'Ask for an ID later', hint: 'Charges work; payouts wait for a photo ID.' },
  { value: 'restricted', label: 'Restrict', hint: 'Stripe pauses charges and payouts.' },
] as const

/**
 * /dev/connect/<account>: embedded mode's stand-in for Stripe's Express onboarding. The stylist
 * enters a business name and a test bank account and picks what Stripe would decide; the twin
 * then plays account.updated and the page goes back to Booking settings.
 */
export function EmbeddedOnboarding({ accountId, returnTo }: { accountId: string; returnTo?: string }) {
  usePageTitle('Connect with Stripe (embedded)')
  const account = useEmbeddedAccount(accountId)
  const submit = useSubmitOnboarding(accountId)
  const [form, setForm] = useState<EmbeddedOnboarding>({ businessName: '', payoutLast4: '6789', outcome: 'enabled' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = embeddedOnboardingSchema.safeParse(form)
    if (!parsed.success) {
      const found = issueFieldErrors(parsed.error.issues)
      setErrors(found)
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus()
      return
    }
    submit.mutate(parsed.data, {
      onSuccess: () => window.location.assign(sameSiteReturn(returnTo, window.location.origin)),
      onError: (error) => setErrors(fieldErrorsOf(error)),
    })
  }

  return (
    <Container as="section" aria-labelledby="connect-heading" maxW="xl" py={{ base: '6', md: '10' }} px="4">
      <Stack gap="2" mb="6">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
          Embedded Stripe Connect
        </Text>
        <Heading as="h1" id="connect-heading" size={{ base: 'xl', md: '2xl' }} color="fg.heading">
          Set up payouts
        </Heading>
        <Text color="fg.muted">
          This page stands in for Stripe&rsquo;s onboarding while the marketplace runs without Stripe. Nothing you enter
          leaves this machine; use test details only.
        </Text>
      </Stack>
      {account.isPending ? (
        <Skeleton h="48" aria-busy="true" />
      ) : account.isError ? (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            {failureMessage(account.error, 'This account could not be loaded.')} Sign in as the stylist who started
            connecting, then use &ldquo;Connect with Stripe&rdquo; in Booking settings again.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <form noValidate aria-label="Stripe onboarding (embedded)" onSubmit={onSubmit}>
          <Stack gap="5" p={{ base: '4', md: '6' }} borderWidth="1px" rounded="lg" bg="bg">
            <Text fontSize="sm">
              Account <Badge>{account.data.accountId}</Badge> for {account.data.email}
            </Text>
            <FormField label="Business name" error={errors.businessName} helperText="What clients see on statements.">
              <Input
                name="businessName"
                value={form.businessName}
                maxLength={80}
                onChange={(e) => setForm({ ...form, businessName: e.target.value })}
              />
            </FormField>
            <FormField
              label="Test bank account: last 4 digits"
              error={errors.payoutLast4}
              helperText="Any 4 digits; no real account is used."
            >
              <Input
                name="payoutLast4"
                inputMode="numeric"
                maxLength={4}
                value={form.payoutLast4}
                onChange={(e) => setForm({ ...form, payoutLast4: e.target.value })}
              />
            </FormField>
            <RadioGroup.Root
              name="outcome"
              value={form.outcome}
              onValueChange={(e) => setForm({ ...form, outcome: e.value as EmbeddedOnboarding['outcome'] })}
              colorPalette="brand"
            >
              <RadioGroup.Label fontWeight="medium">What Stripe decides</RadioGroup.Label>
              <Stack gap="2" mt="2">
                {outcomes.map((o) => (
                  <RadioGroup.Item key={o.value} value={o.value} alignItems="start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator mt="1" />
                    <RadioGroup.ItemText>
                      <Text as="span" fontWeight="medium">
                        {o.label}
                      </Text>{' '}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {o.hint}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {submit.isError && !Object.keys(errors).length && (
              <Text role="alert" color="fg.error">
                {failureMessage(submit.error, 'Please try again.')}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" loading={submit.isPending} loadingText="Submitting…">
              Submit and return
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  )
}
