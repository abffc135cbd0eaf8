import { useMutation, useQueryClient } from '@tanstack/react-query'
import { couponDeleteResultSchema } from '@marketplace/domain/contract/admin.ts'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

export type CouponDeleteResult = z.infer<typeof couponDeleteResultSchema>

/** DELETE /api/admin/coupons/:id: an unused code is deleted, a used one deactivated (its history kept). */
export async function deleteCoupon(id: number): Promise<CouponDeleteResult> {
  return couponDeleteResultSchema.parse(await apiFetch<unknown>(`/api/admin/coupons/${id}`, { method: 'DELETE' }))
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => refreshAfterAdminAction(queryClient, adminQueryKeys.coupons),
  })
}
