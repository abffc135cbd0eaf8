import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionChangeResultSchema, type SubscriptionChangeResult } from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'
import { storeSubscription } from './get-subscription'

/** POST /api/subscription/cancel: ends the subscription at the close of the billing period. */
export async function cancelSubscription(): Promise<SubscriptionChangeResult> {
  return subscriptionChangeResultSchema.parse(await apiFetch<unknown>('/api/subscription/cancel', { method: 'POST' }))
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => storeSubscription(queryClient, userId, result.subscription),
  })
}
