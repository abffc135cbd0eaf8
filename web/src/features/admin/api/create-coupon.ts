import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminCouponSchema, type AdminCoupon, type CouponCreate } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

/** POST /api/admin/coupons */
export async function createCoupon(input: CouponCreate): Promise<AdminCoupon> {
  return adminCouponSchema.parse(await apiFetch<unknown>('/api/admin/coupons', { method: 'POST', body: input }))
}

export function useCreateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => refreshAfterAdminAction(queryClient, adminQueryKeys.coupons),
  })
}
