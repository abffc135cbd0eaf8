import { afterAll, describe, expect, it } from 'vitest'
import { ADMIN_ACTIVITY_LIMIT, analyticsEventSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call, subscribe } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps } = billingTestApp(sql)
const FILLER = `filler ${Date.now()}`
// The events made only to fill the list, and the two dated far ahead (to stay on top), go again.
afterAll(
  () =>
    sql`delete from public.analytics_events where created_at > now() + interval '50 years' or search_term = ${FILLER}`,
)

describe('GET /api/admin/analytics', () => {
  it('shows the 50 newest events, newest first, with the search term, stylist (by name) and plan summarised', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const owner = await signedInUser(sql, deps)
    const stylist = await createStylist(sql, owner.id)
    const term = `silk press ${Date.now()}`
    await call(app, null, 'GET', `/api/stylists/search?service=${encodeURIComponent(term)}`)
    await call(app, null, 'GET', `/api/stylists/${stylist.id}`)
    const subscriber = await signedInUser(sql, deps)
    expect((await subscribe(app, subscriber, { plan: 'annual' })).status).toBe(200)
    await sql`insert into public.analytics_events (event_type, search_term, created_at)
              select 'search', ${FILLER}, now() - interval '1 day' from generate_series(1, ${ADMIN_ACTIVITY_LIMIT})`
    // Events far in the future stay on top whatever other test files record meanwhile (some record
    // on pinned clocks years ahead): this test's own view and subscription move there too.
    await sql`update public.analytics_events set created_at = now() + interval '98 years'
              where (event_type = 'profile_view' and stylist_id = ${stylist.id})
                 or (event_type = 'subscription' and user_id = ${subscriber.id})`
    await sql`
      insert into public.analytics_events (event_type, search_term, metadata, created_at)
      values ('search', ${term}, ${sql.json({ searchTerm: 'ignored: the column wins', filters: { rating: 4 } })}, now() + interval '100 years')`
    await sql`
      insert into public.analytics_events (event_type, metadata, created_at)
      values ('signup', ${sql.json({ planType: 'monthly', stylistId: 'not a number', stylistName: 'Spoofed' })}, now() + interval '99 years')`

    const res = await call(app, admin, 'GET', '/api/admin/analytics')
    expect(res.status).toBe(200)
    const events = res.body.map((e: unknown) => analyticsEventSchema.parse(e))
    expect(events).toHaveLength(ADMIN_ACTIVITY_LIMIT)
    const times = events.map((e: { createdAt: string }) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(events[0]).toMatchObject({ eventType: 'search', metadata: { searchTerm: term, filters: { rating: 4 } } })
    expect(events[1]).toMatchObject({ eventType: 'signup', metadata: { planType: 'monthly' } })
    expect(events[1].metadata).not.toHaveProperty('stylistId')
    expect(events[1].metadata).not.toHaveProperty('stylistName')
    expect(events).toContainEqual(
      // Named from the stylists table, so the console can link to the profile.
      expect.objectContaining({
        eventType: 'profile_view',
        metadata: { stylistId: stylist.id, stylistName: 'Test Stylist' },
      }),
    )
    expect(events).toContainEqual(
      expect.objectContaining({ eventType: 'search', metadata: expect.objectContaining({ searchTerm: term }) }),
    )
    expect(events).toContainEqual(
      expect.objectContaining({ eventType: 'subscription', metadata: { planType: 'annual' } }),
    )
  })
})
