import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminCouponSchema, type AdminCoupon, type CouponUpdate } from '@marketplace/domain/contract/admin.ts'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

/** PATCH /api/admin/coupons/:id: the edit dialog's fields, or just {isActive} from the switch. */
export async function updateCoupon({ id, changes }: { id: number; changes: CouponUpdate }): Promise<AdminCoupon> {
  return adminCouponSchema.parse(
    await apiFetch<unknown>(`/api/admin/coupons/${id}`, { method: 'PATCH', body: changes }),
  )
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: (coupon) => {
      // The row changes at once; the refetch confirms it.
      queryClient.setQueryData<AdminCoupon[]>(adminQueryKeys.coupons, (list) =>
        list?.map((c) => (c.id === coupon.id ? coupon : c)),
      )
      return refreshAfterAdminAction(queryClient, adminQueryKeys.coupons)
    },
  })
}
