import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { adminCouponSchema, type AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys } from './admin-query-keys'

/** GET /api/admin/coupons: every discount code. */
export async function getCoupons(): Promise<AdminCoupon[]> {
  return z.array(adminCouponSchema).parse(await apiFetch<unknown>('/api/admin/coupons'))
}

export const couponsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.coupons, queryFn: getCoupons })

export function useCoupons() {
  return useQuery(couponsQueryOptions())
}
