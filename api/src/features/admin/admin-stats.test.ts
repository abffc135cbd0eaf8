import { describe, expect, it } from 'vitest'
import { adminStatsSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call, subscribe } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { testTrialCoupon } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps, clock } = billingTestApp(sql)

describe('GET /api/admin/stats', () => {
  it('is for admins only: 401 signed out, 403 for other users', async () => {
    expect((await call(app, null, 'GET', '/api/admin/stats')).status).toBe(401)
    expect((await call(app, await signedInUser(sql, deps), 'GET', '/api/admin/stats')).status).toBe(403)
  })

  it('counts revenue from paid invoices only, and new sign-ups and subscriptions as they happen', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const before = adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body)
    const monthly = await signedInUser(sql, deps)
    const annual = await signedInUser(sql, deps)
    const trial = await signedInUser(sql, deps)
    await subscribe(app, monthly, { plan: 'monthly' })
    await subscribe(app, annual, { plan: 'annual' })
    await subscribe(app, trial, { plan: 'annual', card: null, coupon: await testTrialCoupon(sql, clock.now()) })
    // Only what the other test files may have added concurrently (PostgreSQL runs two at a time) can
    // come on top, so the deltas are checked with this file's own rows counted exactly.
    const after = adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body)
    const [own] = await sql<{ revenue: number }[]>`
      select coalesce(sum(amount_paid_cents), 0)::int as revenue from public.invoices
       where status = 'paid' and user_id in (${monthly.id}, ${annual.id}, ${trial.id})`
    expect(own.revenue).toBe(4500)
    expect(after.totalRevenue - before.totalRevenue).toBeGreaterThanOrEqual(45)
    expect(after.activeSubscriptions - before.activeSubscriptions).toBeGreaterThanOrEqual(3)
    expect(after.recentSignups - before.recentSignups).toBeGreaterThanOrEqual(3)
    expect(after.totalUsers).toBeGreaterThanOrEqual(after.recentSignups)
    // The figure is exactly the paid invoices' total (read around it until no other file wrote).
    const paid = async () =>
      (
        await sql<{ dollars: number }[]>`
      select coalesce(sum(amount_paid_cents), 0)::float8 / 100 as dollars from public.invoices where status = 'paid'`
      )[0].dollars
    for (let attempt = 0; ; attempt++) {
      const [first, stats, last] = [
        await paid(),
        adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body),
        await paid(),
      ]
      if (first !== last && attempt < 20) continue
      expect(stats.totalRevenue).toBe(last)
      break
    }
  })

  it('lists popular search terms and the most viewed stylists from the analytics events', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const term = `balayage-${Date.now()}`
    await sql`insert into public.analytics_events (event_type, search_term)
              select 'search', case when g % 2 = 0 then ${term} else upper(${term}) end from generate_series(1, 500) g`
    const stats = adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body)
    expect(stats.popularSearchTerms[0]).toEqual({ term, count: 500 })
    expect(stats.popularSearchTerms.length).toBeLessThanOrEqual(10)
  })
})
