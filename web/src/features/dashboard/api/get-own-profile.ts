import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { dashboardProfileSchema, type DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import { ApiError, apiFetch } from '@/lib/api-client'

/**
 * GET /api/firebase/stylists/:uid: the signed-in stylist's own profile, or null when there is none
 * yet (404: the Profile tab creates it). Any other failure is 'Failed to fetch stylist data'.
 */
export async function getOwnProfile(userId: string): Promise<DashboardProfile | null> {
  let body: unknown
  try {
    body = await apiFetch<unknown>(`/api/firebase/stylists/${encodeURIComponent(userId)}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw new Error('Failed to fetch stylist data', { cause: error })
  }
  return dashboardProfileSchema.parse(body)
}

/** Keyed by user: one account's profile is never shown to the next one signed in. */
export const ownProfileQueryKey = (userId: string) => ['dashboard', userId, 'profile'] as const

export const ownProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ownProfileQueryKey(userId), queryFn: () => getOwnProfile(userId) })

/** The dashboard route's loader has it in the cache. */
export function useOwnProfile(userId: string) {
  return useSuspenseQuery(ownProfileQueryOptions(userId)).data
}

export function storeOwnProfile(queryClient: QueryClient, userId: string, profile: DashboardProfile) {
  queryClient.setQueryData(ownProfileQueryKey(userId), profile)
}
