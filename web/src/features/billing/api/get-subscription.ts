import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { subscriptionResponseSchema, type SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/subscription: the signed-in user's latest subscription, or null when never subscribed. */
export async function getSubscription(): Promise<SubscriptionView | null> {
  const body = await apiFetch<unknown>('/api/subscription')
  return subscriptionResponseSchema.parse(body).subscription
}

/** Keyed by user, so one user's subscription is never shown to another signed in after them. */
export const subscriptionQueryKey = (userId: string) => ['billing', 'subscription', userId] as const

export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionQueryKey(userId),
    queryFn: getSubscription,
  })

export function useSubscription(userId: string) {
  return useSuspenseQuery(subscriptionQueryOptions(userId))
}

/** Every billing call answers with the subscription as it now is: the cache takes it as is. */
export function storeSubscription(queryClient: QueryClient, userId: string, subscription: SubscriptionView): void {
  queryClient.setQueryData(subscriptionQueryKey(userId), subscription)
}
