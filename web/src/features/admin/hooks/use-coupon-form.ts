import {
  couponCreateSchema,
  couponUpdateSchema,
  type AdminCoupon,
  type CouponCreate,
  type CouponUpdate,
} from '@marketplace/domain/contract/admin.ts'
import { useState } from 'react'
import {
  canCreateCoupon,
  canSaveCoupon,
  couponToForm,
  emptyCouponForm,
  normalizeCode,
  toCreatePayload,
  toUpdatePayload,
  type CouponFormValues,
} from '../coupon-form'

export type CouponFormField = keyof CouponFormValues

type Submission = { kind: 'create'; payload: CouponCreate } | { kind: 'update'; payload: CouponUpdate }

/**
 * The create and edit dialogs' state: the inputs' text, the messages per field (from the
 * contract's schema before sending, from the server's 400 after), and the payload to send.
 */
export function useCouponForm(coupon: AdminCoupon | null) {
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponToForm(coupon) : emptyCouponForm(new Date()),
  )
  const [errors, setErrors] = useState<Partial<Record<CouponFormField, string>>>({})

  function set<K extends CouponFormField>(field: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [field]: field === 'code' ? normalizeCode(String(value)) : value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** The payload, or null (with the messages shown) when the contract's schema refuses it. */
  function prepare(): Submission | null {
    const submission: Submission = coupon
      ? { kind: 'update', payload: toUpdatePayload(values) }
      : { kind: 'create', payload: toCreatePayload(values) }
    const result =
      submission.kind === 'create'
        ? couponCreateSchema.safeParse(submission.payload)
        : couponUpdateSchema.safeParse(submission.payload)
    if (result.success) return submission
    const found: Partial<Record<CouponFormField, string>> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as CouponFormField
      if (field && !found[field]) found[field] = issue.message
    }
    setErrors(found)
    return null
  }

  return {
    values,
    errors,
    set,
    setErrors,
    prepare,
    canSubmit: (submitting: boolean) =>
      coupon ? canSaveCoupon(values, submitting) : canCreateCoupon(values, submitting),
  }
}

export type CouponForm = ReturnType<typeof useCouponForm>
