import { useMutation } from '@tanstack/react-query'
import { couponValidationSchema, type CouponValidation, type PlanType } from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'

export type ValidateCouponInput = { code: string; planType: PlanType }

/** POST /api/coupons/validate: an unusable code is a 200 with `valid: false` and the reason. */
export async function validateCoupon({ code, planType }: ValidateCouponInput): Promise<CouponValidation> {
  const body = await apiFetch<unknown>('/api/coupons/validate', {
    method: 'POST',
    body: { code: code.trim(), planType },
  })
  return couponValidationSchema.parse(body)
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon })
}
