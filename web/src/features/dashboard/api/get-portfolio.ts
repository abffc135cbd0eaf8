import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { portfolioItemSchema, type PortfolioItem } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/firebase/portfolio/:stylistId: the stylist's portfolio images, oldest first. */
export async function getPortfolio(stylistId: number): Promise<PortfolioItem[]> {
  return z.array(portfolioItemSchema).parse(await apiFetch<unknown>(`/api/firebase/portfolio/${stylistId}`))
}

export const portfolioQueryKey = (stylistId: number) => ['dashboard', 'portfolio', stylistId] as const

export const portfolioQueryOptions = (stylistId: number) =>
  queryOptions({ queryKey: portfolioQueryKey(stylistId), queryFn: () => getPortfolio(stylistId) })

export function usePortfolio(stylistId: number) {
  return useQuery(portfolioQueryOptions(stylistId))
}
