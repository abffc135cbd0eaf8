import { Skeleton, Stack, Text } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { startOnboarding, usePayments, useRefreshPayouts } from '../api/payments'
import { FormSection } from './form-section'
import { ListLoadError } from './list-load-error'
import { PaymentPolicyEditor } from './payment-policy-editor'
import { PayoutAccountCard } from './payout-account-card'

const dashboardRoute = getRouteApi('/_authenticated/dashboard')

/**
 * Booking settings' Payments: the Stripe Connect account and the payment policy (overall and per
 * service) with the words clients will read. Back from onboarding (?connect=return) the account
 * is read from Stripe at once; an expired link (?connect=refresh) makes a new one.
 */
export function PaymentsSection() {
  const payments = usePayments()
  const refresh = useRefreshPayouts()
  const { connect } = dashboardRoute.useSearch()
  const navigate = dashboardRoute.useNavigate()
  const handled = useRef(false)
  useEffect(() => {
    if (!connect || handled.current) return
    handled.current = true
    void navigate({ search: { tab: 'booking-settings' }, replace: true })
    if (connect === 'refresh') {
      startOnboarding().then(
        (url) => window.location.assign(url),
        (error: unknown) =>
          toast({
            title: 'Could not open Stripe',
            description: failureMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      )
    } else refresh.mutate()
  }, [connect, navigate, refresh])

  return (
    <FormSection
      id="payments-heading"
      title="Payments"
      description="Protect your time with a card on file, a deposit or fees for late cancellations and no-shows."
    >
      {payments.isError ? (
        <ListLoadError what="payment settings" onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : payments.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text srOnly>Loading payment settings…</Text>
          <Skeleton h="24" />
          <Skeleton h="40" />
        </Stack>
      ) : (
        <>
          <PayoutAccountCard account={payments.data.account} />
          <PaymentPolicyEditor data={payments.data} />
        </>
      )}
    </FormSection>
  )
}
