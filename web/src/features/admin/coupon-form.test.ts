import { describe, expect, it } from 'vitest'
import { couponCreateSchema, couponUpdateSchema, type AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import {
  canCreateCoupon,
  canSaveCoupon,
  couponToForm,
  emptyCouponForm,
  fromDateTimeLocal,
  normalizeCode,
  parseMaxUses,
  toCreatePayload,
  toDateTimeLocal,
  toUpdatePayload,
  valueLabel,
  type CouponFormValues,
} from './coupon-form'

// TZ=UTC in the tests (vitest.config.ts), so datetime-local values read as UTC.
const now = new Date('2026-11-21T09:30:00.000Z')

const filled: CouponFormValues = {
  ...emptyCouponForm(now),
  code: 'summer25',
  name: 'Summer sale',
  value: '25',
  validFrom: '2026-12-01T00:00',
  validUntil: '2027-01-01T00:00',
}

describe('emptyCouponForm', () => {
  it('starts active, as a percentage, valid from now, with 6 free months ready', () => {
    expect(emptyCouponForm(now)).toEqual({
      code: '',
      name: '',
      type: 'percentage',
      value: '',
      durationMonths: '6',
      description: '',
      maxUses: '',
      validFrom: '2026-11-21T09:30',
      validUntil: '',
      isActive: true,
      subscriptionTypes: [],
    })
  })
})

describe('canCreateCoupon and canSaveCoupon', () => {
  it('create needs code, name and both dates, and nothing already on its way', () => {
    expect(canCreateCoupon(filled, false)).toBe(true)
    expect(canCreateCoupon(filled, true)).toBe(false)
    for (const field of ['code', 'name', 'validFrom', 'validUntil'] as const) {
      expect(canCreateCoupon({ ...filled, [field]: '  ' }, false)).toBe(false)
    }
    // Value, description and max uses are not needed to create.
    expect(canCreateCoupon({ ...filled, value: '', description: '', maxUses: '' }, false)).toBe(true)
  })

  it('edit does not need the code (it cannot change) but needs name and both dates', () => {
    expect(canSaveCoupon({ ...filled, code: '' }, false)).toBe(true)
    expect(canSaveCoupon(filled, true)).toBe(false)
    expect(canSaveCoupon({ ...filled, name: '' }, false)).toBe(false)
    expect(canSaveCoupon({ ...filled, validUntil: '' }, false)).toBe(false)
  })
})

describe('toCreatePayload', () => {
  it('upper-cases the code, parses the value as an integer and sends no months for a percentage', () => {
    const payload = toCreatePayload({ ...filled, code: ' summer25 ', value: '25.9', description: '  ', maxUses: '' })
    expect(payload).toEqual({
      code: 'SUMMER25',
      name: 'Summer sale',
      type: 'percentage',
      value: 25,
      durationMonths: null,
      description: null,
      maxUses: null,
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2027-01-01T00:00:00.000Z',
      subscriptionTypes: null,
      isActive: true,
    })
    expect(couponCreateSchema.safeParse(payload).success).toBe(true)
  })

  it('sends 0 for a value that is not a number', () => {
    expect(toCreatePayload({ ...filled, value: 'abc' }).value).toBe(0)
    expect(toCreatePayload({ ...filled, type: 'fixed', value: '' }).value).toBe(0)
  })

  it('keeps a fixed value in cents and sends no months', () => {
    const payload = toCreatePayload({ ...filled, type: 'fixed', value: '1250', durationMonths: '3' })
    expect(payload).toMatchObject({ type: 'fixed', value: 1250, durationMonths: null })
  })

  it('sends a free code with value 0 and its months, 1 when the months are not a number', () => {
    expect(toCreatePayload({ ...filled, type: 'free', value: '40', durationMonths: '6' })).toMatchObject({
      value: 0,
      durationMonths: 6,
    })
    expect(toCreatePayload({ ...filled, type: 'free', durationMonths: 'six' }).durationMonths).toBe(1)
    expect(toCreatePayload({ ...filled, type: 'free', durationMonths: '' }).durationMonths).toBe(1)
    expect(toCreatePayload({ ...filled, type: 'free', durationMonths: '0' }).durationMonths).toBe(1)
    expect(couponCreateSchema.safeParse(toCreatePayload({ ...filled, type: 'free' })).success).toBe(true)
  })

  it('sends max uses as an integer, or null (unlimited) when empty', () => {
    expect(toCreatePayload({ ...filled, maxUses: '100' }).maxUses).toBe(100)
    expect(toCreatePayload({ ...filled, maxUses: ' ' }).maxUses).toBeNull()
    expect(parseMaxUses('many')).toBeNull()
    expect(parseMaxUses('12.7')).toBe(12)
  })

  it('sends the plans only when there are some', () => {
    expect(toCreatePayload({ ...filled, subscriptionTypes: ['annual'] }).subscriptionTypes).toEqual(['annual'])
    expect(toCreatePayload({ ...filled, subscriptionTypes: [] }).subscriptionTypes).toBeNull()
  })
})

const coupon: AdminCoupon = {
  id: 7,
  code: 'FREETRIAL0125',
  name: 'Free trial',
  type: 'free',
  value: 0,
  durationMonths: 6,
  description: 'Six months on us',
  maxUses: null,
  currentUses: 12,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-01-31T23:59:00.000Z',
  subscriptionTypes: ['monthly'],
  isActive: true,
  createdAt: '2025-12-20T10:00:00.000Z',
  status: 'active',
}

describe('couponToForm and toUpdatePayload', () => {
  it('fills the edit dialog from a code', () => {
    expect(couponToForm(coupon)).toEqual({
      code: 'FREETRIAL0125',
      name: 'Free trial',
      type: 'free',
      value: '',
      durationMonths: '6',
      description: 'Six months on us',
      maxUses: '',
      validFrom: '2026-01-01T00:00',
      validUntil: '2027-01-31T23:59',
      isActive: true,
      subscriptionTypes: ['monthly'],
    })
  })

  it('sends every field but the code, keeping the plans no input shows', () => {
    const payload = toUpdatePayload({ ...couponToForm(coupon), name: 'Winter trial', durationMonths: '3' })
    expect(payload).toEqual({
      name: 'Winter trial',
      type: 'free',
      value: 0,
      durationMonths: 3,
      description: 'Six months on us',
      maxUses: null,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: '2027-01-31T23:59:00.000Z',
      subscriptionTypes: ['monthly'],
      isActive: true,
    })
    expect(couponUpdateSchema.safeParse(payload).success).toBe(true)
  })

  it('turning a free code into a percentage drops its months', () => {
    const payload = toUpdatePayload({ ...couponToForm(coupon), type: 'percentage', value: '15' })
    expect(payload).toMatchObject({ type: 'percentage', value: 15, durationMonths: null })
  })
})

describe('helpers', () => {
  it('labels the value by type', () => {
    expect(valueLabel('percentage')).toBe('Value (%)')
    expect(valueLabel('fixed')).toBe('Value (cents)')
    expect(valueLabel('free')).toBe('Value')
  })

  it('upper-cases codes as typed', () => {
    expect(normalizeCode('spring-10')).toBe('SPRING-10')
  })

  it('converts between datetime-local values and ISO timestamps', () => {
    expect(toDateTimeLocal('2026-03-04T05:06:59.000Z')).toBe('2026-03-04T05:06')
    expect(toDateTimeLocal('not a date')).toBe('')
    expect(fromDateTimeLocal('2026-03-04T05:06')).toBe('2026-03-04T05:06:00.000Z')
    expect(fromDateTimeLocal('soon')).toBe('soon')
    expect(fromDateTimeLocal('')).toBe('')
  })
})
