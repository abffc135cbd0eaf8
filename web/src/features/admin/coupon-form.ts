import type { AdminCoupon, CouponCreate, CouponUpdate } from '@marketplace/domain/contract/admin.ts'

export type CouponType = AdminCoupon['type']
type PlanType = NonNullable<AdminCoupon['subscriptionTypes']>[number]

/** Spec section 9: a free code gives 6 months unless the admin says otherwise. */
export const DEFAULT_FREE_MONTHS = 6

/** What the create and edit dialogs hold: the inputs' text, turned into a payload on submit. */
export type CouponFormValues = {
  code: string
  name: string
  type: CouponType
  /** Percent, or cents for a fixed discount; unused for a free code. */
  value: string
  /** Only for a free code. */
  durationMonths: string
  description: string
  /** Empty means unlimited. */
  maxUses: string
  /** `datetime-local` values, in the admin's own time zone. */
  validFrom: string
  validUntil: string
  isActive: boolean
  /** No input shows these (spec section 3); an edited code keeps its own. */
  subscriptionTypes: PlanType[]
}

export const couponTypeOptions: readonly { value: CouponType; label: string }[] = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
  { value: 'free', label: 'Free months' },
]

/** A new code: active, valid from now, every other field blank. */
export function emptyCouponForm(now: Date): CouponFormValues {
  return {
    code: '',
    name: '',
    type: 'percentage',
    value: '',
    durationMonths: String(DEFAULT_FREE_MONTHS),
    description: '',
    maxUses: '',
    validFrom: toDateTimeLocal(now.toISOString()),
    validUntil: '',
    isActive: true,
    subscriptionTypes: [],
  }
}

/** An existing code as the edit dialog shows it. */
export function couponToForm(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: coupon.type === 'free' ? '' : String(coupon.value),
    durationMonths: String(coupon.durationMonths ?? DEFAULT_FREE_MONTHS),
    description: coupon.description ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    validFrom: toDateTimeLocal(coupon.validFrom),
    validUntil: toDateTimeLocal(coupon.validUntil),
    isActive: coupon.isActive,
    subscriptionTypes: coupon.subscriptionTypes ?? [],
  }
}

/** Codes are upper case as they are typed (spec section 5). */
export function normalizeCode(text: string): string {
  return text.toUpperCase()
}

/** The value input's label: percent, or cents for a fixed discount. */
export function valueLabel(type: CouponType): string {
  if (type === 'percentage') return 'Value (%)'
  if (type === 'fixed') return 'Value (cents)'
  return 'Value'
}

const filled = (text: string) => text.trim() !== ''

/** Create: code, name and both dates are needed, and nothing may be on its way already. */
export function canCreateCoupon(values: CouponFormValues, submitting: boolean): boolean {
  return !submitting && filled(values.code) && canSaveCoupon(values, false)
}

/** Edit: the code is fixed, so name and both dates are enough. */
export function canSaveCoupon(values: CouponFormValues, submitting: boolean): boolean {
  return !submitting && filled(values.name) && filled(values.validFrom) && filled(values.validUntil)
}

/** The leading integer of the text (`parseInt`), or the fallback when there is none. */
export function parseInteger(text: string, fallback: number): number {
  const parsed = Number.parseInt(text.trim(), 10)
  return Number.isNaN(parsed) ? fallback : parsed
}

function couponFields(values: CouponFormValues) {
  const free = values.type === 'free'
  const months = parseInteger(values.durationMonths, 1)
  return {
    name: values.name.trim(),
    type: values.type,
    // A free code carries no value: the months are the discount.
    value: free ? 0 : parseInteger(values.value, 0),
    durationMonths: free ? (months >= 1 ? months : 1) : null,
    description: values.description.trim() || null,
    maxUses: parseMaxUses(values.maxUses),
    validFrom: fromDateTimeLocal(values.validFrom),
    validUntil: fromDateTimeLocal(values.validUntil),
    subscriptionTypes: values.subscriptionTypes.length > 0 ? values.subscriptionTypes : null,
    isActive: values.isActive,
  }
}

/** An integer, or null (unlimited) for an empty box or text that holds no number. */
export function parseMaxUses(text: string): number | null {
  const parsed = parseInteger(text, Number.NaN)
  return Number.isNaN(parsed) ? null : parsed
}

/** POST /api/admin/coupons, by the rules of spec section 5. */
export function toCreatePayload(values: CouponFormValues): CouponCreate {
  return { code: normalizeCode(values.code.trim()), ...couponFields(values) }
}

/** PATCH /api/admin/coupons/:id from the edit dialog: every field but the code. */
export function toUpdatePayload(values: CouponFormValues): CouponUpdate {
  return couponFields(values)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO timestamp as a `datetime-local` value in the browser's time zone ('2026-11-21T09:30'). */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A `datetime-local` value (the browser's time zone) as an ISO timestamp in UTC. Text that is not
 * a date goes through unchanged, so the server's check names the field.
 */
export function fromDateTimeLocal(local: string): string {
  const date = new Date(local)
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local
}
