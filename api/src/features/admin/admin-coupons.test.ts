import { describe, expect, it } from 'vitest'
import { adminCouponSchema, couponDeleteResultSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call, subscribe } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = billingTestApp(sql)
const admin = await signedInUser(sql, deps, { isAdmin: true })
/** A time `days` from the billing clock, by which codes are redeemed: the codes below are valid around it. */
const day = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString()

let serial = 0
const newCode = () => `c${Date.now().toString(36)}x${serial++}`
const valid = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  name: 'Spring sale',
  type: 'percentage',
  value: 20,
  durationMonths: null,
  description: 'Twenty off',
  maxUses: 50,
  validFrom: day(-365),
  validUntil: day(365),
  subscriptionTypes: null,
  ...overrides,
})
const create = (body: Record<string, unknown>) => call(app, admin, 'POST', '/api/admin/coupons', body)
const patch = (id: number, body: Record<string, unknown>) => call(app, admin, 'PATCH', `/api/admin/coupons/${id}`, body)
async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(valid(overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return adminCouponSchema.parse(res.body)
}
/** A 400 whose message is the rule's and whose issues name the field. */
function refused(res: { status: number; body: { message: string; issues?: unknown } }, field: string, message: string) {
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(message)
  expect(res.body.issues).toContainEqual({ path: [field], message })
}
/** The audit entries of this admin (other test files write theirs meanwhile). */
const audit = async () =>
  await sql<{ adminEmail: string; action: string; targetType: string; targetId: string; notes: string | null }[]>`
  select admin_email as "adminEmail", action, target_type as "targetType", target_id as "targetId", notes
    from public.admin_audit_log where admin_id = ${admin.id} order by id`

describe('admin discount codes: create', () => {
  it('creates a code, uppercased and trimmed, lists it first and records who did it', async () => {
    const code = newCode()
    const [validFrom, validUntil] = ['2026-01-01T00:00:00Z', '2030-01-01T00:00:00+02:00']
    const res = await create(valid({ code: `  ${code} `, validFrom, validUntil }))
    expect(res.status).toBe(201)
    const coupon = adminCouponSchema.parse(res.body)
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      name: 'Spring sale',
      type: 'percentage',
      value: 20,
      durationMonths: null,
      description: 'Twenty off',
      maxUses: 50,
      currentUses: 0,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: '2029-12-31T22:00:00.000Z',
      subscriptionTypes: null,
      isActive: true,
    })
    const list = (await call(app, admin, 'GET', '/api/admin/coupons')).body
    expect(list.map((c: unknown) => adminCouponSchema.parse(c).id)).toContain(coupon.id)
    const newest = list.map((c: { createdAt: string }) => c.createdAt)
    expect([...newest].sort().reverse()).toEqual(newest)
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        adminEmail: admin.email,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: String(coupon.id),
        notes: coupon.code,
      }),
    )
  })

  it('refuses a code that exists, whatever its case (409), FREETRIAL0125 included', async () => {
    const first = await created()
    const again = await create(valid({ code: first.code.toLowerCase() }))
    expect(again).toEqual({
      status: 409,
      body: {
        message: 'A discount code with this code already exists',
        issues: [{ path: ['code'], message: 'A discount code with this code already exists' }],
      },
    })
    expect((await create(valid({ code: 'freetrial0125' }))).status).toBe(409)
    const [{ n }] = await sql`select count(*)::int as n from public.coupons where code = ${first.code}`
    expect(n).toBe(1)
  })

  it('refuses a malformed code or a missing name', async () => {
    refused(await create(valid({ code: 'ab' })), 'code', 'Code must be 3-32 letters, digits, - or _')
    refused(await create(valid({ code: 'has space' })), 'code', 'Code must be 3-32 letters, digits, - or _')
    refused(await create(valid({ name: '  ' })), 'name', 'Name is required')
  })

  it('holds percent off to 1-100', async () => {
    for (const value of [0, 101, -5])
      refused(await create(valid({ value })), 'value', 'Percent off must be between 1 and 100')
    expect((await created({ value: 1 })).value).toBe(1)
    expect((await created({ value: 100 })).value).toBe(100)
    refused(await create(valid({ value: 12.5 })), 'value', 'Value must be a whole number')
  })

  it('holds a fixed amount to 1-10,000,000 cents', async () => {
    const message = 'Amount off must be between 1 and 10,000,000 cents ($100,000)'
    for (const value of [0, 10_000_001]) refused(await create(valid({ type: 'fixed', value })), 'value', message)
    expect((await created({ type: 'fixed', value: 1 })).value).toBe(1)
    expect((await created({ type: 'fixed', value: 10_000_000 })).value).toBe(10_000_000)
  })

  it('gives free codes months and no value, and other codes no months', async () => {
    expect(await created({ type: 'free', value: 0, durationMonths: 6 })).toMatchObject({
      type: 'free',
      value: 0,
      durationMonths: 6,
    })
    refused(
      await create(valid({ type: 'free', value: 0, durationMonths: null })),
      'durationMonths',
      'Free months are required for a free code',
    )
    refused(
      await create(valid({ type: 'free', value: 0, durationMonths: 0 })),
      'durationMonths',
      'Free months must be at least 1',
    )
    refused(
      await create(valid({ type: 'free', value: 10, durationMonths: 3 })),
      'value',
      'A free code has no value: send 0',
    )
    refused(
      await create(valid({ type: 'percentage', durationMonths: 3 })),
      'durationMonths',
      'Only free codes have free months: send null',
    )
    refused(
      await create(valid({ type: 'fixed', value: 500, durationMonths: 1 })),
      'durationMonths',
      'Only free codes have free months: send null',
    )
  })

  it('wants valid-until after valid-from, both dates with times', async () => {
    const message = 'Valid until must be after valid from'
    refused(
      await create(valid({ validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-05-01T00:00:00Z' })),
      'validUntil',
      message,
    )
    refused(
      await create(valid({ validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-04-30T23:59:59+00:00' })),
      'validUntil',
      message,
    )
    refused(await create(valid({ validFrom: '2026-05-01' })), 'validFrom', 'Valid from must be a date and time')
    // Offsets count: 01:00+02:00 is before 00:00Z.
    refused(
      await create(valid({ validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-05-01T01:00:00+02:00' })),
      'validUntil',
      message,
    )
  })

  it('keeps unlimited uses as null and refuses a limit below 1', async () => {
    expect((await created({ maxUses: null })).maxUses).toBeNull()
    refused(await create(valid({ maxUses: 0 })), 'maxUses', 'Max uses must be at least 1 (empty means unlimited)')
  })
})

describe('admin discount codes: update', () => {
  it('switches a code off and on, and edits its fields', async () => {
    const coupon = await created()
    const off = await patch(coupon.id, { isActive: false })
    expect(off.status).toBe(200)
    expect(adminCouponSchema.parse(off.body)).toMatchObject({
      id: coupon.id,
      code: coupon.code,
      isActive: false,
      name: 'Spring sale',
    })
    const edited = await patch(coupon.id, {
      isActive: true,
      name: 'Summer sale',
      description: '',
      maxUses: null,
      subscriptionTypes: ['annual'],
    })
    expect(edited.body).toMatchObject({
      isActive: true,
      name: 'Summer sale',
      description: null,
      maxUses: null,
      subscriptionTypes: ['annual'],
    })
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'coupon.update',
        targetId: String(coupon.id),
        notes: `${coupon.code}: isActive false`,
      }),
    )
  })

  it('never changes the code: sending it is a 400 and nothing is written', async () => {
    const coupon = await created()
    const message = 'The code of a discount code cannot change after it is created'
    for (const body of [{ code: 'OTHER1' }, { code: coupon.code, name: 'Renamed' }]) {
      expect(await patch(coupon.id, body)).toEqual({
        status: 400,
        body: { message, issues: [{ path: ['code'], message }] },
      })
    }
    expect((await patch(coupon.id, { colour: 'red' })).status).toBe(400)
    const [row] = await sql`select code, name from public.coupons where id = ${coupon.id}`
    expect(row).toEqual({ code: coupon.code, name: 'Spring sale' })
  })

  it('checks the rules on the code as it would be after the change', async () => {
    const coupon = await created({ value: 30 })
    refused(await patch(coupon.id, { value: 150 }), 'value', 'Percent off must be between 1 and 100')
    const toFree = await patch(coupon.id, { type: 'free' })
    expect(toFree.status).toBe(400)
    expect(toFree.body.issues).toEqual([
      { path: ['value'], message: 'A free code has no value: send 0' },
      { path: ['durationMonths'], message: 'Free months are required for a free code' },
    ])
    expect(await patch(coupon.id, { type: 'free', value: 0, durationMonths: 3 })).toMatchObject({
      status: 200,
      body: { type: 'free', value: 0, durationMonths: 3 },
    })
    refused(await patch(coupon.id, { validUntil: day(-366) }), 'validUntil', 'Valid until must be after valid from')
    expect((await patch(coupon.id, {})).body.message).toBe('Send at least one field to change')
    expect(await patch(999_999_999, { isActive: false })).toEqual({
      status: 404,
      body: { message: 'Discount code not found' },
    })
  })

  it("forgets the provider's coupon when the discount changes, not when only the wording does", async () => {
    const coupon = await created({ type: 'fixed', value: 500 })
    await sql`update public.coupons set provider_coupon_id = ${'chairside_' + coupon.code} where id = ${coupon.id}`
    await patch(coupon.id, { name: 'Five off', description: 'Five dollars' })
    expect(
      (await sql`select provider_coupon_id from public.coupons where id = ${coupon.id}`)[0].provider_coupon_id,
    ).toBe(`chairside_${coupon.code}`)
    await patch(coupon.id, { value: 700 })
    expect(
      (await sql`select provider_coupon_id from public.coupons where id = ${coupon.id}`)[0].provider_coupon_id,
    ).toBeNull()
  })

  it('shows the uses and will not set the limit below them', async () => {
    const coupon = await created({ maxUses: 5 })
    const stylist = await signedInUser(sql, deps)
    expect((await subscribe(app, stylist, { coupon: coupon.code })).status).toBe(200)
    const listed = (await call(app, admin, 'GET', '/api/admin/coupons')).body.find(
      (c: { id: number }) => c.id === coupon.id,
    )
    expect(listed).toMatchObject({ currentUses: 1, maxUses: 5 })
    refused(await patch(coupon.id, { maxUses: 0 }), 'maxUses', 'Max uses must be at least 1 (empty means unlimited)')
    expect((await patch(coupon.id, { maxUses: 1 })).status).toBe(200)
  })

  it('treats FREETRIAL0125 as a code like the others', async () => {
    const [trial] = await sql<
      { id: number; description: string }[]
    >`select id, description from public.coupons where code = 'FREETRIAL0125'`
    const res = await patch(trial.id, { description: trial.description })
    expect(res).toMatchObject({ status: 200, body: { code: 'FREETRIAL0125', type: 'free', durationMonths: 6 } })
  })
})

describe('admin discount codes: delete', () => {
  it('deletes an unused code', async () => {
    const coupon = await created()
    const res = await call(app, admin, 'DELETE', `/api/admin/coupons/${coupon.id}`)
    expect(couponDeleteResultSchema.parse(res.body)).toEqual({ id: coupon.id, outcome: 'deleted' })
    expect(await sql`select 1 from public.coupons where id = ${coupon.id}`).toEqual([])
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'coupon.delete', targetId: String(coupon.id), notes: coupon.code }),
    )
    expect(await call(app, admin, 'DELETE', `/api/admin/coupons/${coupon.id}`)).toEqual({
      status: 404,
      body: { message: 'Discount code not found' },
    })
  })

  it('deactivates a used code instead, keeping its redemptions; it no longer applies', async () => {
    const coupon = await created()
    const stylist = await signedInUser(sql, deps)
    expect((await subscribe(app, stylist, { coupon: coupon.code })).status).toBe(200)
    const res = await call(app, admin, 'DELETE', `/api/admin/coupons/${coupon.id}`)
    expect(res).toEqual({ status: 200, body: { id: coupon.id, outcome: 'deactivated' } })
    expect(await sql`select is_active, current_uses from public.coupons where id = ${coupon.id}`).toEqual([
      { is_active: false, current_uses: 1 },
    ])
    expect(await sql`select user_id from public.coupon_redemptions where coupon_id = ${coupon.id}`).toEqual([
      { user_id: stylist.id },
    ])
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'coupon.deactivate', targetId: String(coupon.id) }),
    )
    const other = await signedInUser(sql, deps)
    const check = await call(app, other, 'POST', '/api/coupons/validate', { code: coupon.code, planType: 'monthly' })
    expect(check.body).toMatchObject({ valid: false, message: 'This coupon code is not valid' })
  })
})
