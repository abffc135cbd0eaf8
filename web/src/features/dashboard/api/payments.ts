import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  dashboardPaymentsSchema,
  onboardingLinkSchema,
  payoutAccountSchema,
  type DashboardPayments,
  type PaymentPolicy,
} from '@marketplace/domain/contract/payments.ts'
import { apiFetch } from '@/lib/api-client'

// The Payments section of Booking settings: GET /api/dashboard/payments, the policy saves, and
// Stripe Connect's onboarding link and status read.

export const paymentsQueryKey = ['dashboard', 'payments'] as const

export async function getPayments(): Promise<DashboardPayments> {
  return dashboardPaymentsSchema.parse(await apiFetch<unknown>('/api/dashboard/payments'))
}

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKey, queryFn: getPayments, staleTime: 0 })

export function usePayments() {
  return useQuery(paymentsQueryOptions())
}

/** PUT the overall policy (serviceId null) or a service's own -> everything as saved. */
export async function savePaymentPolicy(input: { serviceId: number | null; policy: PaymentPolicy }) {
  const path =
    input.serviceId === null
      ? '/api/dashboard/payment-policy'
      : `/api/dashboard/payment-policy/services/${input.serviceId}`
  return dashboardPaymentsSchema.parse(await apiFetch<unknown>(path, { method: 'PUT', body: input.policy }))
}

export function useSavePaymentPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePaymentPolicy,
    onSuccess: (saved) => queryClient.setQueryData(paymentsQueryKey, saved),
  })
}

/** DELETE a service's own policy: it falls back to the overall one. */
export function useRemoveServicePolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (serviceId: number) =>
      apiFetch<void>(`/api/dashboard/payment-policy/services/${serviceId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  })
}

/** POST onboarding -> the link to Stripe's (or the embedded twin's) onboarding. */
export async function startOnboarding(): Promise<string> {
  return onboardingLinkSchema.parse(await apiFetch<unknown>('/api/dashboard/payouts/onboarding', { method: 'POST' }))
    .url
}

/** POST refresh: the account read from the provider now (on return from onboarding). */
export function useRefreshPayouts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      payoutAccountSchema.parse(await apiFetch<unknown>('/api/dashboard/payouts/refresh', { method: 'POST' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  })
}
