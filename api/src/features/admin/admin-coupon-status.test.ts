import { describe, expect, it } from 'vitest'
import { adminCouponSchema, type AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call, subscribe } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

// The status is judged by the billing clock, the one redemption uses: it is pinned here, and every
// code's dates are fixed instants, so both sides of each comparison are pinned.
const sql = testDatabase()
const { app, deps, clock } = billingTestApp(sql, new Date('2030-03-01T12:00:00Z'))
const admin = await signedInUser(sql, deps, { isAdmin: true })

let serial = 0
async function created(overrides: Record<string, unknown>): Promise<AdminCoupon> {
  const res = await call(app, admin, 'POST', '/api/admin/coupons', {
    code: `st${Date.now().toString(36)}x${serial++}`,
    name: 'Status check',
    type: 'percentage',
    value: 10,
    durationMonths: null,
    maxUses: null,
    validFrom: '2030-01-01T00:00:00Z',
    validUntil: '2030-06-01T00:00:00Z',
    subscriptionTypes: null,
    ...overrides,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return adminCouponSchema.parse(res.body)
}
const listed = async (id: number) =>
  adminCouponSchema.parse(
    (await call(app, admin, 'GET', '/api/admin/coupons')).body.find((c: AdminCoupon) => c.id === id),
  )
const validate = async (code: string) =>
  (await call(app, await signedInUser(sql, deps), 'POST', '/api/coupons/validate', { code, planType: 'monthly' })).body

describe('admin discount codes: status at the server clock', () => {
  it('says Active, Scheduled, Expired or Inactive from the switch and the dates', async () => {
    clock.set(new Date('2030-03-01T12:00:00Z'))
    expect((await created({})).status).toBe('active')
    expect((await created({ validFrom: '2030-04-01T00:00:00Z' })).status).toBe('scheduled')
    expect((await created({ validFrom: '2029-01-01T00:00:00Z', validUntil: '2030-02-01T00:00:00Z' })).status).toBe(
      'expired',
    )
    expect((await created({ isActive: false })).status).toBe('inactive')
  })

  it('turns Expired at the instant the code ends, as the registration check does', async () => {
    clock.set(new Date('2030-03-01T12:00:00Z'))
    const coupon = await created({ validUntil: '2030-03-02T00:00:00Z' })
    clock.set(new Date('2030-03-01T23:59:59.999Z'))
    expect((await listed(coupon.id)).status).toBe('active')
    expect(await validate(coupon.code)).toMatchObject({ valid: true })
    clock.set(new Date('2030-03-02T00:00:00Z'))
    expect((await listed(coupon.id)).status).toBe('expired')
    expect(await validate(coupon.code)).toMatchObject({ valid: false, message: 'This coupon has expired' })
  })

  it('turns Used up when the uses reach the limit, and Active again when the limit is raised', async () => {
    clock.set(new Date('2030-03-01T12:00:00Z'))
    const coupon = await created({ maxUses: 1 })
    expect((await subscribe(app, await signedInUser(sql, deps), { coupon: coupon.code })).status).toBe(200)
    expect(await listed(coupon.id)).toMatchObject({ currentUses: 1, status: 'used_up' })
    expect(await validate(coupon.code)).toMatchObject({
      valid: false,
      message: 'This coupon has reached its usage limit',
    })
    const raised = await call(app, admin, 'PATCH', `/api/admin/coupons/${coupon.id}`, { maxUses: 2 })
    expect(raised.body).toMatchObject({ maxUses: 2, status: 'active' })
  })

  it('says Inactive for a switched-off code, whatever its dates', async () => {
    clock.set(new Date('2030-03-01T12:00:00Z'))
    const coupon = await created({ validUntil: '2030-02-01T00:00:00Z', validFrom: '2029-01-01T00:00:00Z' })
    const off = await call(app, admin, 'PATCH', `/api/admin/coupons/${coupon.id}`, { isActive: false })
    expect(off.body).toMatchObject({ isActive: false, status: 'inactive' })
  })
})
