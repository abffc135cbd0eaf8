import { describe, expect, it } from 'vitest'
import { auditEntrySchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps } = billingTestApp(sql)

describe('GET /api/admin/audit', () => {
  it('shows who did what to which row, with notes, newest first, at most 100', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const owner = await signedInUser(sql, deps)
    const stylist = await createStylist(sql, owner.id, { verification: 'pending' })
    expect(
      (await call(app, admin, 'POST', `/api/admin/verifications/${stylist.id}/reject`, { notes: 'License expired' }))
        .status,
    ).toBe(200)
    const code = `AUDIT${Date.now().toString(36).toUpperCase()}`
    const created = await call(app, admin, 'POST', '/api/admin/coupons', {
      code,
      name: 'Audit',
      type: 'fixed',
      value: 250,
      durationMonths: null,
      maxUses: null,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      subscriptionTypes: ['monthly'],
    })
    expect(created.status).toBe(201)

    const read = async () =>
      (await call(app, admin, 'GET', '/api/admin/audit')).body.map((e: unknown) => auditEntrySchema.parse(e))
    const entries = await read()
    const mine = entries.filter((e: { adminEmail: string }) => e.adminEmail === admin.email)
    expect(mine.map(({ id: _id, createdAt: _at, ...rest }: { id: number; createdAt: string }) => rest)).toEqual([
      {
        adminEmail: admin.email,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: String(created.body.id),
        notes: code,
      },
      {
        adminEmail: admin.email,
        action: 'stylist.reject',
        targetType: 'stylist',
        targetId: String(stylist.id),
        notes: 'License expired',
      },
    ])
    const times = entries.map((e: { createdAt: string }) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    await sql`insert into public.admin_audit_log (admin_id, admin_email, action, target_type, target_id)
              select ${admin.id}, ${admin.email}, 'coupon.update', 'coupon', g::text from generate_series(1, 120) g`
    expect(await read()).toHaveLength(100)
  })

  it("is append-only for the API's role: entries can be added and read, never changed or removed", async () => {
    const tryAs = (statement: string) =>
      sql.begin(async (tx) => {
        await tx.unsafe('set local role service_role')
        return tx.unsafe(statement)
      })
    await expect(tryAs('update public.admin_audit_log set notes = null')).rejects.toThrow(/permission denied/)
    await expect(tryAs('delete from public.admin_audit_log')).rejects.toThrow(/permission denied/)
    await expect(tryAs("select public.delete_user_account('0b5e3c8e-1f7a-4c2e-9d0b-7a1f2e3d4c5b')")).resolves.toEqual([
      { delete_user_account: false },
    ])
    for (const role of ['anon', 'authenticated']) {
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`)
          return tx.unsafe('select * from public.admin_audit_log')
        }),
      ).rejects.toThrow(/permission denied/)
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`)
          return tx.unsafe("select public.delete_user_account('0b5e3c8e-1f7a-4c2e-9d0b-7a1f2e3d4c5b')")
        }),
      ).rejects.toThrow(/permission denied/)
    }
  })
})
