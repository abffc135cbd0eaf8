import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { directoryStateSchema } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'

/** States with listed stylists and how many each has. */
export async function getDirectoryStates() {
  return z.array(directoryStateSchema).parse(await apiFetch<unknown>('/api/directory/states'))
}

export const directoryStatesQueryOptions = queryOptions({
  queryKey: ['directory', 'states'],
  queryFn: getDirectoryStates,
})

export function useDirectoryStates() {
  return useSuspenseQuery(directoryStatesQueryOptions)
}
