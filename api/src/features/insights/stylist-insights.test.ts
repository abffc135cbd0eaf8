import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { stylistInsightsSchema, type StylistInsights } from '@marketplace/domain/contract/insights.ts'
import { MovableClock } from '../../adapters/billing/billing.ts'
import { createEmbeddedBilling } from '../../adapters/billing/embedded-billing.ts'
import { createApp } from '../../app.ts'
import { asUser } from '../../db/roles.ts'
import { testDeps } from '../../../test/app.ts'
import { call } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { InsightsRecorder } from './insights-recorder.ts'

// The stylist's Insights against what this file makes happen: searches, profile views and clicks
// through the API (counted by the recorder, flushed here instead of on its timer), appointments'
// history and reviews written with their times. The clock is pinned in 2042, where no other test
// file writes, and every stylist sits at a point of their own, so the counts are exactly these.
const sql = testDatabase()
const clock = new MovableClock(new Date('2042-03-10T12:00:00Z'))
const deps = { ...testDeps(sql, { TRUSTED_PROXY_HOPS: '1' }, createEmbeddedBilling(clock)), clock }
const recorder = new InsightsRecorder(sql, {
  enabled: true,
  flushMs: 60_000,
  logger: deps.logger,
  now: () => clock.now(),
})
const app = createApp({ ...deps, insights: recorder })

/** A listed stylist alone at a random spot in the Nevada desert, signed in. */
async function stylistAtOwnSpot() {
  const user = await signedInUser(sql, deps)
  const { id } = await createStylist(sql, user.id)
  const lat = 38 + Math.random()
  const lng = -117 + Math.random()
  await sql`update public.stylists set location = extensions.st_setsrid(extensions.st_makepoint(${lng}, ${lat}), 4326)::extensions.geography
    where id = ${id}`
  return { user, id: Number(id), lat, lng }
}

const search = (s: { lat: number; lng: number }, requestId: string) =>
  app.request(`/api/stylists/search?lat=${s.lat}&lng=${s.lng}&distance=1`, { headers: { 'x-request-id': requestId } })

async function insights(user: Awaited<ReturnType<typeof signedInUser>>, days = 7): Promise<StylistInsights> {
  const res = await call(app, user, 'GET', `/api/dashboard/insights?days=${days}`)
  expect(res.status).toBe(200)
  return stylistInsightsSchema.parse(res.body)
}

describe('stylist insights', () => {
  it('counts each results page once per request id, even when the request is retried', async () => {
    const s = await stylistAtOwnSpot()
    const first = `search-${randomUUID()}`
    const page = await search(s, first)
    expect(((await page.json()) as { stylists: { id: number }[] }).stylists.map((c) => c.id)).toEqual([s.id])
    await search(s, first) // a retry in the same batch
    await recorder.flush()
    await search(s, first) // a retry after the batch was written: the ledger has it
    await search(s, `search-${randomUUID()}`)
    await recorder.flush()
    const got = await insights(s.user)
    expect(got.current.searchAppearances).toBe(2)
    expect(got.series.at(-1)).toMatchObject({ date: '2042-03-10', searchAppearances: 2 })
  })

  it('counts profile views and link clicks, puts them on the day they happened and compares periods', async () => {
    const s = await stylistAtOwnSpot()
    // Views come from the page's beacon, clicks from the links: once per visitor (user agent here).
    const send = (path: string, who: string, body?: object) =>
      app.request(`/api/stylists/${s.id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': who, 'x-request-id': randomUUID() },
        body: body && JSON.stringify(body),
      })
    clock.set(new Date('2042-03-01T08:00:00Z')) // in the previous 7 days
    expect((await send('views', 'A')).status).toBe(202)
    await recorder.flush()
    clock.set(new Date('2042-03-10T12:00:00Z'))
    for (const who of ['A', 'B', 'C']) expect((await send('views', who)).status).toBe(202)
    expect((await send('clicks', 'A', { kind: 'phone' })).status).toBe(202)
    expect((await send('clicks', 'A', { kind: 'phone' })).status).toBe(202)
    expect((await send('clicks', 'B', { kind: 'phone' })).status).toBe(202)
    expect((await send('clicks', 'A', { kind: 'instagram' })).status).toBe(202)
    await recorder.flush()
    const got = await insights(s.user)
    expect(got.current).toMatchObject({ profileViews: 3, phoneClicks: 2, websiteClicks: 0, instagramClicks: 1 })
    expect(got.previous).toMatchObject({ profileViews: 1, phoneClicks: 0 })
    expect(got.series.find((d) => d.date === '2042-03-10')).toMatchObject({ profileViews: 3 })
    expect(got).toMatchObject({ days: 7, from: '2042-03-04', to: '2042-03-10' })
  })

  it('refuses a click of an unknown kind, naming the field', async () => {
    const s = await stylistAtOwnSpot()
    const res = await call(app, null, 'POST', `/api/stylists/${s.id}/clicks`, { kind: 'fax' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.issues)).toContain('kind')
  })

  it('reads bookings from the appointments history and the rating as a running average', async () => {
    const s = await stylistAtOwnSpot()
    const client = await signedInUser(sql, deps)
    let made = 0
    const appointment = async (steps: [string, string, string][]) => {
      const start = new Date(Date.parse('2042-04-01T15:00:00Z') + made++ * 7_200_000)
      const [row] = await sql<{ id: number }[]>`
        insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at,
                                         ends_at, blocked_until, time_zone, status, created_at)
        values (${s.id}, ${client.id}, 'Cut', 6000, 60, ${start}, ${new Date(start.getTime() + 3_600_000)},
                ${new Date(start.getTime() + 3_600_000)}, 'UTC', 'completed', ${new Date(steps[0][2])})
        returning id`
      for (const [action, to, at] of steps)
        await sql`insert into public.appointment_events (appointment_id, actor_id, action, to_status, created_at)
          values (${row.id}, ${client.id}, ${action}, ${to}, ${new Date(at)})`
    }
    await appointment([['booked', 'confirmed', '2042-03-05T10:00:00Z']])
    await appointment([
      ['requested', 'requested', '2042-03-06T10:00:00Z'],
      ['accepted', 'confirmed', '2042-03-06T11:00:00Z'],
      ['cancelled', 'cancelled_by_client', '2042-03-09T10:00:00Z'],
    ])
    await appointment([
      ['requested', 'requested', '2042-03-07T10:00:00Z'],
      ['no_show', 'no_show', '2042-03-10T09:00:00Z'],
    ])
    await appointment([['booked', 'confirmed', '2042-03-02T10:00:00Z']]) // previous period
    for (const [rating, at] of [
      [4, '2042-03-05T18:00:00Z'],
      [2, '2042-03-08T09:00:00Z'],
    ] as const) {
      const author = await signedInUser(sql, deps)
      await sql`insert into public.reviews (stylist_id, author_id, rating, comment, created_at)
        values (${s.id}, ${author.id}, ${rating}, 'Fine', ${new Date(at)})`
    }
    const got = await insights(s.user)
    expect(got.current).toMatchObject({ bookingRequests: 3, confirmedBookings: 2, cancellations: 1, noShows: 1 })
    expect(got.previous).toMatchObject({ bookingRequests: 1, confirmedBookings: 1, cancellations: 0 })
    const rating = Object.fromEntries(got.rating.map((r) => [r.date, r.average]))
    expect(rating).toMatchObject({
      '2042-03-04': null,
      '2042-03-05': 4,
      '2042-03-07': 4,
      '2042-03-08': 3,
      '2042-03-10': 3,
    })
  })

  it('shows a stylist only their own counters: through the API and under row-level security', async () => {
    const a = await stylistAtOwnSpot()
    const b = await stylistAtOwnSpot()
    // Both stylists own rows (a: one search, b: two), so each read below has rows to leak.
    await search(a, randomUUID())
    await search(b, randomUUID())
    await search(b, randomUUID())
    await recorder.flush()
    expect((await insights(a.user)).current.searchAppearances).toBe(1)
    expect((await insights(b.user)).current.searchAppearances).toBe(2)
    const seenBy = (s: typeof a) =>
      asUser(
        sql,
        s.user.claims,
        (tx) => tx<{ stylist_id: number; day: string; search_appearances: number }[]>`
          select stylist_id::int, day::text, search_appearances from public.stylist_daily_insights order by stylist_id`,
      )
    // Each reads exactly their own row, and not the other's.
    expect(await seenBy(a)).toEqual([{ stylist_id: a.id, day: '2042-03-10', search_appearances: 1 }])
    expect(await seenBy(b)).toEqual([{ stylist_id: b.id, day: '2042-03-10', search_appearances: 2 }])
    // A signed-in user without a profile reads none.
    const client = await signedInUser(sql, deps)
    expect(
      await asUser(sql, client.claims, (tx) => tx`select stylist_id from public.stylist_daily_insights`),
    ).toHaveLength(0)
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true)`
        return tx`select * from public.stylist_daily_insights limit 1`
      }),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('answers 401 signed out, 404 without a profile and 400 for a period it does not offer', async () => {
    expect((await call(app, null, 'GET', '/api/dashboard/insights')).status).toBe(401)
    const nobody = await signedInUser(sql, deps)
    expect((await call(app, nobody, 'GET', '/api/dashboard/insights')).status).toBe(404)
    const res = await call(app, nobody, 'GET', '/api/dashboard/insights?days=14')
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.issues)).toContain('days')
  })
})
