import { describe, expect, it } from 'vitest'
import { couponValidationSchema } from '@marketplace/domain/contract/billing.ts'
import { DAY_MS } from '../../adapters/billing/billing.ts'
import { asAnon, asUser } from '../../db/roles.ts'
import { billingTestApp } from '../../../test/billing.ts'
import { testCoupon, type TestCouponSpec } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
// The billing clock, by which coupons are judged, pinned inside FREETRIAL0125's window (2025-01-01
// to 2030-12-31, set by its migration): every date below is relative to it, not to the calendar.
const { app, deps, clock } = billingTestApp(sql, new Date('2026-06-01T12:00:00Z'))

/** A coupon of this file's own, valid around the pinned clock. */
const coupon = (spec: TestCouponSpec = {}) => testCoupon(sql, clock.now(), spec)

async function check(code: string, planType = 'monthly', headers?: Record<string, string>) {
  const user = headers ? null : await signedInUser(sql, deps)
  const res = await app.request('/api/coupons/validate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers ?? user!.headers) },
    body: JSON.stringify({ code, planType }),
  })
  expect(res.status).toBe(200)
  return couponValidationSchema.parse(await res.json())
}

describe('POST /api/coupons/validate', () => {
  it('accepts the free-trial code of the marketing page, trimmed and in any case', async () => {
    expect(await check('  freetrial0125 ', 'annual')).toEqual({
      valid: true,
      coupon: {
        code: 'FREETRIAL0125',
        type: 'free',
        isFree: true,
        durationMonths: 6,
        percentageOff: null,
        amountOff: null,
      },
      message: '6-month free trial applied successfully',
    })
  })

  it('describes percentage and fixed discounts (fixed in cents)', async () => {
    expect(await check(await coupon({ type: 'percentage', value: 25 }))).toMatchObject({
      valid: true,
      coupon: { type: 'percentage', percentageOff: 25, amountOff: null, isFree: false },
      message: '25% discount applied successfully',
    })
    expect(await check(await coupon({ type: 'fixed', value: 250 }))).toMatchObject({
      valid: true,
      coupon: { type: 'fixed', amountOff: 250, percentageOff: null },
      message: '$2.50 discount applied successfully',
    })
  })

  it('refuses, with the reason, an unknown, inactive, early, expired, used-up or wrong-plan coupon', async () => {
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'This coupon code is not valid'],
      [await coupon({ active: false }), 'This coupon code is not valid'],
      [await coupon({ fromDays: 1 }), 'This coupon is not valid yet'],
      [await coupon({ fromDays: -30, untilDays: -1 }), 'This coupon has expired'],
      [await coupon({ maxUses: 3, currentUses: 3 }), 'This coupon has reached its usage limit'],
      [await coupon({ types: ['annual'] }), 'This coupon is not valid for the monthly plan'],
    ]
    for (const [code, message] of cases) expect(await check(code)).toEqual({ valid: false, coupon: null, message })
    expect((await check(await coupon({ maxUses: 3, currentUses: 2 }))).valid).toBe(true)
    expect((await check(await coupon({ types: ['annual'] }), 'annual')).valid).toBe(true)
  })

  it('judges by the billing clock (the one the redemption uses), so FREETRIAL0125 ends with its window', async () => {
    const code = await coupon({ fromDays: -1, untilDays: 10 })
    expect((await check(code)).valid).toBe(true)
    const pinned = clock.now()
    try {
      clock.advance(10 * DAY_MS)
      expect(await check(code)).toEqual({ valid: false, coupon: null, message: 'This coupon has expired' })
      clock.set(new Date('2030-12-31T23:59:58Z'))
      expect((await check('FREETRIAL0125')).valid).toBe(true)
      clock.set(new Date('2031-01-01T00:00:00Z'))
      expect(await check('FREETRIAL0125')).toEqual({ valid: false, coupon: null, message: 'This coupon has expired' })
    } finally {
      clock.set(pinned)
    }
  })

  it('refuses a coupon the user has already redeemed', async () => {
    const code = await coupon()
    const user = await signedInUser(sql, deps)
    await sql`insert into public.coupon_redemptions (coupon_id, user_id) select id, ${user.id} from public.coupons where code = ${code}`
    expect(await check(code, 'monthly', user.headers)).toEqual({
      valid: false,
      coupon: null,
      message: 'You have already used this coupon',
    })
  })

  it('answers a blank code or an unknown plan with a 400 naming the field', async () => {
    const user = await signedInUser(sql, deps)
    for (const [body, field] of [
      [{ code: '  ', planType: 'monthly' }, 'code'],
      [{ code: 'X', planType: 'weekly' }, 'planType'],
    ] as const) {
      const res = await app.request('/api/coupons/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(field)
    }
  })

  it('lets a signed-in user look up one coupon by its code, never list coupons; visitors not at all', async () => {
    const user = await signedInUser(sql, deps)
    const claims = { sub: user.id, role: 'authenticated' as const, email: user.email }
    const listed = await asUser(sql, claims, (tx) => tx`select code from public.coupon_for_code('freetrial0125')`)
    expect(listed.map((r) => r.code)).toEqual(['FREETRIAL0125'])
    await expect(
      sql.begin(async (tx) => {
        await tx.unsafe('set local role authenticated')
        await tx`select code from public.coupons`
      }),
    ).rejects.toThrow(/permission denied/)
    await expect(asAnon(sql, (tx) => tx`select code from public.coupon_for_code('FREETRIAL0125')`)).rejects.toThrow(
      /permission denied/,
    )
  })
})
