import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { placeSuggestionSchema, type PlaceSuggestion } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'

/** Shortest text worth asking about; one letter would match half the country. */
export const MIN_PLACE_QUERY = 2

export async function getPlaceSuggestions(q: string): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({ q })
  return z.array(placeSuggestionSchema).parse(await apiFetch<unknown>(`/api/places/autocomplete?${params.toString()}`))
}

export const placeSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['places', 'autocomplete', q],
    queryFn: () => getPlaceSuggestions(q),
    enabled: q.length >= MIN_PLACE_QUERY,
  })

export function usePlaceSuggestions(q: string) {
  return useQuery(placeSuggestionsQueryOptions(q.trim()))
}
