import { useQuery } from '@tanstack/react-query'
import {
  bookingPaymentSchema,
  embeddedIntentResultSchema,
  servicePaymentTermsSchema,
  type BookingPayment,
  type EmbeddedIntentResult,
  type ServicePaymentTerms,
} from '@marketplace/domain/contract/payments.ts'
import type { CardEntry } from '@/lib/card/card-fields'
import { ApiError, apiFetch } from '@/lib/api-client'

/**
 * GET /api/stylists/:id/services/:serviceId/payment-terms: what booking this service asks, in plain
 * words; a visit of several services asks for the whole visit (?serviceIds=3,7, its first in the path).
 */
export async function getPaymentTerms(stylistId: number, serviceIds: readonly number[]): Promise<ServicePaymentTerms> {
  const visit = serviceIds.length > 1 ? `?${new URLSearchParams({ serviceIds: serviceIds.join(',') })}` : ''
  return servicePaymentTermsSchema.parse(
    await apiFetch<unknown>(`/api/stylists/${stylistId}/services/${serviceIds[0]}/payment-terms${visit}`),
  )
}

/** The terms of the visit's services (in the stylist's order); none asks nothing. */
export function usePaymentTerms(stylistId: number, serviceIds: readonly number[]) {
  return useQuery({
    queryKey: ['stylists', 'payment-terms', stylistId, serviceIds.join(',')],
    queryFn: () => getPaymentTerms(stylistId, serviceIds),
    enabled: serviceIds.length > 0,
    staleTime: 60_000,
  })
}

/** POST /api/appointments/:id/payment/confirm: the server settles the payment from the provider now. */
export async function confirmHeldPayment(appointmentId: number): Promise<BookingPayment> {
  return bookingPaymentSchema.parse(
    await apiFetch<unknown>(`/api/appointments/${appointmentId}/payment/confirm`, { method: 'POST' }),
  )
}

/** A declined card or a failed authentication: the provider's message (the slot is already free). */
export class PaymentDeclined extends Error {}

async function embeddedCall(path: string, body: unknown): Promise<EmbeddedIntentResult> {
  try {
    return embeddedIntentResultSchema.parse(await apiFetch<unknown>(path, { method: 'POST', body }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) throw new PaymentDeclined(error.body?.message ?? '')
    throw error
  }
}

/** Embedded mode's stand-in for Stripe.js confirmPayment / confirmSetup (the twin's card endpoint). */
export const confirmEmbeddedIntent = (clientSecret: string, card: CardEntry) =>
  embeddedCall('/api/payments/embedded/confirm-intent', { clientSecret, ...card })

/** Embedded mode's 3-D Secure page: the client completes (or fails) the bank's check. */
export const authenticateEmbeddedIntent = (clientSecret: string, approve: boolean) =>
  embeddedCall('/api/payments/embedded/authenticate', { clientSecret, approve })
