import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  completeSignupResultSchema,
  type CompleteSignupInput,
  type SubscriptionView,
} from '@marketplace/domain/contract/billing.ts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { SignupError } from '../billing-errors'
import { storeSubscription } from './get-subscription'

/**
 * POST /api/complete-signup: starts the subscription with the saved card (or none, with a
 * free-trial coupon). A refusal is `{ success: false, error }`, sent with a 4xx status.
 */
export async function completeSignup(input: CompleteSignupInput): Promise<SubscriptionView> {
  let body: unknown
  try {
    body = await apiFetch<unknown>('/api/complete-signup', { method: 'POST', body: input })
  } catch (error) {
    const refusal = error instanceof ApiError ? completeSignupResultSchema.safeParse(error.body) : null
    if (refusal?.success && !refusal.data.success) throw new SignupError(refusal.data.error)
    if (error instanceof ApiError && error.body?.message) throw new SignupError(error.body.message)
    throw error
  }
  const result = completeSignupResultSchema.parse(body)
  if (!result.success) throw new SignupError(result.error)
  return result.subscription
}

/** On success the new subscription goes straight into the cache the dashboard reads. */
export function useCompleteSignup(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeSignup,
    onSuccess: (subscription) => storeSubscription(queryClient, userId, subscription),
  })
}
