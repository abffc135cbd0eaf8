import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditTargetLabel } from './audit-display'

describe('audit display', () => {
  it('names the actions the server records, and shows others as they came', () => {
    expect(auditActionLabel('stylist.approve')).toBe('Approved stylist')
    expect(auditActionLabel('coupon.deactivate')).toBe('Deactivated discount code')
    expect(auditActionLabel('plan.refund')).toBe('plan.refund')
  })

  it('names the target with its id', () => {
    expect(auditTargetLabel({ targetType: 'stylist', targetId: '12' })).toBe('Stylist #12')
    expect(auditTargetLabel({ targetType: 'user', targetId: 'de000000-0000-4000-8000-000000000003' })).toBe(
      'User de000000-0000-4000-8000-000000000003',
    )
    expect(auditTargetLabel({ targetType: 'invoice', targetId: '9' })).toBe('invoice #9')
  })
})
