import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { stylistProfileSchema, type StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { ApiError, apiFetch } from '@/lib/api-client'

/** The public profile, or null when the server answers 404 (unknown or unlisted stylist). */
export async function getStylistProfile(id: number): Promise<StylistProfile | null> {
  try {
    const body = await apiFetch<unknown>(`/api/stylists/${id}`)
    return stylistProfileSchema.parse(body)
  } catch (error) {
    // "Not found" is a state of the page, not a failure: it must not toast and redirect.
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const stylistProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['stylists', 'profile', id],
    queryFn: () => getStylistProfile(id),
  })

export function useStylistProfile(id: number) {
  return useSuspenseQuery(stylistProfileQueryOptions(id))
}
