import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { stylistCardSchema } from '@marketplace/domain/contract/stylists.ts'
import { ApiError, apiFetch } from '@/lib/api-client'

/** Listed stylists of one city, as cards; an address the API rejects has none. */
export async function getDirectoryCityStylists(state: string, city: string) {
  try {
    const body = await apiFetch<unknown>(
      `/api/directory/states/${encodeURIComponent(state)}/cities/${encodeURIComponent(city)}/stylists`,
    )
    return z.array(stylistCardSchema).parse(body)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return []
    throw error
  }
}

export const directoryCityStylistsQueryOptions = (state: string, city: string) =>
  queryOptions({
    queryKey: ['directory', 'stylists', state.toUpperCase(), city],
    queryFn: () => getDirectoryCityStylists(state, city),
  })

export function useDirectoryCityStylists(state: string, city: string) {
  return useSuspenseQuery(directoryCityStylistsQueryOptions(state, city))
}
