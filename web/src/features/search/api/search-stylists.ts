import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchResponseSchema, type SearchResponse } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'
import { toApiQuery, type ResultsSearch } from '../utils/search-params'

/**
 * The request id of each search still being fetched, by its query. Every card of a page is a
 * "search appearance" for its stylist's Insights, counted once per request id: a retry after a
 * failure the server may already have counted (a lost response) sends the same id, so it is not
 * counted twice. Once answered, the id is dropped: a later visit is a new appearance.
 */
const pendingRequestIds = new Map<string, string>()

export async function searchStylists(search: ResultsSearch): Promise<SearchResponse> {
  const query = toApiQuery(search).toString()
  const requestId = pendingRequestIds.get(query) ?? crypto.randomUUID()
  pendingRequestIds.set(query, requestId)
  const response = await apiFetch<unknown>(`/api/stylists/search?${query}`, {
    headers: { 'x-request-id': requestId },
  })
  pendingRequestIds.delete(query)
  return searchResponseSchema.parse(response)
}

export const searchStylistsQueryOptions = (search: ResultsSearch) =>
  queryOptions({
    queryKey: ['stylists', 'search', toApiQuery(search).toString()],
    queryFn: () => searchStylists(search),
  })

export function useSearchStylists(search: ResultsSearch) {
  return useQuery(searchStylistsQueryOptions(search))
}
