import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  subscriptionChangeResultSchema,
  type PlanType,
  type SubscriptionChangeResult,
} from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'
import { storeSubscription } from './get-subscription'

/**
 * POST /api/subscription/update-plan: switches now; the unused part of a paid period is credited
 * against the new plan, and a trial carries on until it ends.
 */
export async function updatePlan(planType: PlanType): Promise<SubscriptionChangeResult> {
  const body = await apiFetch<unknown>('/api/subscription/update-plan', { method: 'POST', body: { planType } })
  return subscriptionChangeResultSchema.parse(body)
}

export function useUpdatePlan(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (result) => storeSubscription(queryClient, userId, result.subscription),
  })
}
