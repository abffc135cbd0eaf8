import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { directoryCitySchema } from '@marketplace/domain/contract/stylists.ts'
import { ApiError, apiFetch } from '@/lib/api-client'

/** Cities of one state with their counts; a state the API rejects (not a code) has none. */
export async function getDirectoryCities(state: string) {
  try {
    const body = await apiFetch<unknown>(`/api/directory/states/${encodeURIComponent(state)}/cities`)
    return z.array(directoryCitySchema).parse(body)
  } catch (error) {
    // The spec shows unknown states "as given": an empty page, not an error page.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return []
    throw error
  }
}

export const directoryCitiesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['directory', 'cities', state.toUpperCase()],
    queryFn: () => getDirectoryCities(state),
  })

export function useDirectoryCities(state: string) {
  return useSuspenseQuery(directoryCitiesQueryOptions(state))
}
