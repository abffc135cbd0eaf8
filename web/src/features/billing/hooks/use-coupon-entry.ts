import { useRef, useState } from 'react'
import { couponValidateInputSchema, type PlanType } from '@marketplace/domain/contract/billing.ts'
import { toast } from '@/components/ui/toaster'
import { useValidateCoupon } from '../api/validate-coupon'
import { COUPON_REQUEST_FAILED, couponToast, emptyCouponEntry, type CouponEntry } from '../registration-flow'

/**
 * The coupon part of the plan step: the box, the code, the applied coupon and its message.
 * Only the newest validation counts, so a quick change of plan cannot apply a stale answer.
 */
export function useCouponEntry() {
  const [entry, setEntry] = useState<CouponEntry>(emptyCouponEntry)
  const [error, setError] = useState<string | null>(null)
  const validation = useValidateCoupon()
  const latest = useRef(0)

  function setOpen(open: boolean) {
    latest.current++
    // Unticking the box forgets the code and the coupon (spec section 4).
    setEntry(open ? { ...emptyCouponEntry, open: true } : emptyCouponEntry)
    setError(null)
  }

  function setCode(code: string) {
    setEntry((current) => ({ ...current, code }))
    setError(null)
  }

  function apply(planType: PlanType) {
    const parsed = couponValidateInputSchema.safeParse({ code: entry.code, planType })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a coupon code')
      return
    }
    const request = ++latest.current
    validation.mutate(parsed.data, {
      onSuccess: (result) => {
        if (request !== latest.current) return
        toast(couponToast(result))
        if (result.valid) setEntry((current) => ({ ...current, code: result.coupon.code, applied: result.coupon }))
      },
      onError: () => {
        if (request === latest.current) toast(COUPON_REQUEST_FAILED)
      },
    })
  }

  function remove() {
    latest.current++
    setEntry((current) => ({ ...current, applied: null }))
  }

  /** A coupon may be limited to one plan: a new plan asks again, and drops it if it no longer applies. */
  function revalidate(planType: PlanType) {
    const applied = entry.applied
    if (!applied) return
    const request = ++latest.current
    validation.mutate(
      { code: applied.code, planType },
      {
        onSuccess: (result) => {
          if (request !== latest.current) return
          if (result.valid) {
            setEntry((current) => ({ ...current, applied: result.coupon }))
            return
          }
          setEntry((current) => ({ ...current, applied: null }))
          toast(couponToast(result))
        },
        onError: () => {
          if (request !== latest.current) return
          setEntry((current) => ({ ...current, applied: null }))
          toast(COUPON_REQUEST_FAILED)
        },
      },
    )
  }

  return { entry, error, setError, setOpen, setCode, apply, remove, revalidate, checking: validation.isPending }
}

export type CouponEntryState = ReturnType<typeof useCouponEntry>
