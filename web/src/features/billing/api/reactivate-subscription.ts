import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionChangeResultSchema, type SubscriptionChangeResult } from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'
import { storeSubscription } from './get-subscription'

/**
 * POST /api/subscription/reactivate: undoes a cancellation, or restarts an ended subscription
 * with the card on file (SubscriptionView.canReactivate says whether it can).
 */
export async function reactivateSubscription(): Promise<SubscriptionChangeResult> {
  return subscriptionChangeResultSchema.parse(
    await apiFetch<unknown>('/api/subscription/reactivate', { method: 'POST' }),
  )
}

export function useReactivateSubscription(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: (result) => storeSubscription(queryClient, userId, result.subscription),
  })
}
