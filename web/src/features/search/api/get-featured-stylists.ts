import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { stylistCardSchema, type StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'

export async function getFeaturedStylists(): Promise<StylistCard[]> {
  return z.array(stylistCardSchema).parse(await apiFetch<unknown>('/api/stylists/featured'))
}

export const featuredStylistsQueryOptions = queryOptions({
  queryKey: ['stylists', 'featured'],
  queryFn: getFeaturedStylists,
})

export function useFeaturedStylists() {
  return useQuery(featuredStylistsQueryOptions)
}
