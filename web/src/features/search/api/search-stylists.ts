import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchResponseSchema, type SearchResponse } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'
import { toApiQuery, type ResultsSearch } from '../utils/search-params'

export async function searchStylists(search: ResultsSearch): Promise<SearchResponse> {
  return searchResponseSchema.parse(await apiFetch<unknown>(`/api/stylists/search?${toApiQuery(search).toString()}`))
}

export const searchStylistsQueryOptions = (search: ResultsSearch) =>
  queryOptions({
    queryKey: ['stylists', 'search', toApiQuery(search).toString()],
    queryFn: () => searchStylists(search),
  })

export function useSearchStylists(search: ResultsSearch) {
  return useQuery(searchStylistsQueryOptions(search))
}
