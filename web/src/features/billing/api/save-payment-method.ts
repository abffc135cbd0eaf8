import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionChangeResultSchema, type SubscriptionChangeResult } from '@marketplace/domain/contract/billing.ts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { CardSetupError } from '../billing-errors'
import { storeSubscription } from './get-subscription'

/**
 * POST /api/subscription/payment-method: a card confirmed through a setup intent becomes the one
 * on file (a trial is then charged when it ends; a past-due period is retried with it at once).
 * A refused card (402) or a refused request (no subscription, 404) carries the server's words;
 * it becomes a CardSetupError, so the card form shows it as it shows the provider's.
 */
export async function savePaymentMethod(paymentMethodId: string): Promise<SubscriptionChangeResult> {
  try {
    const body = await apiFetch<unknown>('/api/subscription/payment-method', {
      method: 'POST',
      body: { paymentMethodId },
    })
    return subscriptionChangeResultSchema.parse(body)
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body?.message) {
      throw new CardSetupError(error.body.message)
    }
    throw error
  }
}

export function useSavePaymentMethod(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePaymentMethod,
    onSuccess: (result) => storeSubscription(queryClient, userId, result.subscription),
  })
}
