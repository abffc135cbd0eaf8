import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminTrendsSchema } from '@marketplace/domain/contract/insights.ts'
import { billingTestApp, call } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

// The admin's trends against rows this file writes with their times. The clock is pinned in 2043,
// where no other test file writes, and the figures are read for Vermont, where no other test file
// puts a stylist, so each count is exactly what this file made.
const sql = testDatabase()
const { app, deps } = billingTestApp(sql, new Date('2043-05-20T12:00:00Z'))
const at = (iso: string) => new Date(iso)

async function vermontStylist(signupAt: string) {
  const user = await signedInUser(sql, deps)
  const { id } = await createStylist(sql, user.id, { active: false })
  await sql`update public.stylists set state = 'VT', city = 'Burlington' where id = ${id}`
  await sql`update public.analytics_events set created_at = ${at(signupAt)} where event_type = 'signup' and user_id = ${user.id}`
  return { user, id: Number(id) }
}

async function subscription(userId: string, createdAt: string, endedAt: string | null, periodEnd: string) {
  const [row] = await sql<{ id: number }[]>`
    insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end,
                                      ended_at, provider, provider_subscription_id, created_at)
    values (${userId}, 'monthly', ${endedAt ? 'canceled' : 'active'}, 500, ${at(createdAt)}, ${at(periodEnd)},
            ${endedAt ? at(endedAt) : null}, 'embedded', ${'sub_trend_' + randomUUID()}, ${at(createdAt)})
    returning id`
  return row.id
}

async function invoice(userId: string, subscriptionId: number, cents: number, paidAt: string) {
  await sql`
    insert into public.invoices (user_id, subscription_id, status, subtotal_cents, amount_due_cents, amount_paid_cents,
                                 period_start, period_end, paid_at, provider, created_at)
    values (${userId}, ${subscriptionId}, 'paid', ${cents}, ${cents}, ${cents}, ${at(paidAt)}, ${at(paidAt)},
            ${at(paidAt)}, 'embedded', ${at(paidAt)})`
}

async function booking(stylistId: number, clientId: string, actions: [string, string][], startsAt: string) {
  const start = at(startsAt)
  const end = new Date(start.getTime() + 3_600_000)
  const [row] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at,
                                     ends_at, blocked_until, time_zone, status, created_at)
    values (${stylistId}, ${clientId}, 'Cut', 6000, 60, ${start}, ${end}, ${end}, 'UTC', 'completed', ${at(actions[0][1])})
    returning id`
  for (const [action, when] of actions)
    await sql`insert into public.appointment_events (appointment_id, actor_id, action, to_status, created_at)
      values (${row.id}, ${clientId}, ${action}, 'confirmed', ${at(when)})`
}

async function searchEvent(term: string, location: string | null, createdAt: string) {
  await sql`insert into public.analytics_events (event_type, search_term, metadata, created_at)
    values ('search', ${term}, ${sql.json({ location })}, ${at(createdAt)})`
}

describe('GET /api/admin/analytics/trends', () => {
  it('is for admins only and names the bad fields', async () => {
    expect((await call(app, null, 'GET', '/api/admin/analytics/trends')).status).toBe(401)
    const user = await signedInUser(sql, deps)
    expect((await call(app, user, 'GET', '/api/admin/analytics/trends')).status).toBe(403)
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const res = await call(app, admin, 'GET', '/api/admin/analytics/trends?days=12&state=XX')
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['days', 'state'])
  })

  it('counts sign-ups, subscriptions, revenue, bookings and searches per day for a state, against the period before', async () => {
    const a = await vermontStylist('2043-05-15T10:00:00Z')
    const b = await vermontStylist('2043-05-10T10:00:00Z') // the previous 7 days
    const subA = await subscription(a.user.id, '2043-05-15T11:00:00Z', null, '2043-06-15T11:00:00Z')
    const subB = await subscription(b.user.id, '2043-05-10T11:00:00Z', '2043-05-17T09:00:00Z', '2043-06-10T11:00:00Z')
    await invoice(a.user.id, subA, 500, '2043-05-15T11:00:00Z')
    await invoice(b.user.id, subB, 500, '2043-05-10T11:00:00Z')
    const client = await signedInUser(sql, deps)
    await booking(a.id, client.id, [['booked', '2043-05-16T10:00:00Z']], '2043-06-01T10:00:00Z')
    await booking(
      a.id,
      client.id,
      [
        ['requested', '2043-05-18T10:00:00Z'],
        ['cancelled', '2043-05-19T10:00:00Z'],
      ],
      '2043-06-02T10:00:00Z',
    )
    const term = `vermont trends ${randomUUID().slice(0, 8)}`
    await searchEvent(term, 'Burlington, VT', '2043-05-19T08:00:00Z')
    await searchEvent(term, 'burlington, vt', '2043-05-20T08:00:00Z')
    await searchEvent(term, 'Burlington, VT 05401', '2043-05-12T08:00:00Z')
    await searchEvent(term, 'Austin, TX', '2043-05-19T08:00:00Z') // another state

    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const res = await call(app, admin, 'GET', '/api/admin/analytics/trends?days=7&state=vt')
    expect(res.status).toBe(200)
    const t = adminTrendsSchema.parse(res.body)
    expect(t).toMatchObject({ days: 7, state: 'VT', from: '2043-05-14', to: '2043-05-20' })
    expect(t.series).toHaveLength(7)
    expect(t.current).toEqual({
      signups: 1,
      newSubscriptions: 1,
      activeSubscriptions: 1, // b's ended on the 17th
      revenue: 5,
      bookingsMade: 2,
      bookingsCancelled: 1,
      searches: 2,
    })
    expect(t.previous).toEqual({
      signups: 1,
      newSubscriptions: 1,
      activeSubscriptions: 1,
      revenue: 5,
      bookingsMade: 0,
      bookingsCancelled: 0,
      searches: 1,
    })
    const day = (date: string) => t.series.find((d) => d.date === date)
    expect(day('2043-05-15')).toMatchObject({ signups: 1, newSubscriptions: 1, activeSubscriptions: 2, revenue: 5 })
    expect(day('2043-05-17')).toMatchObject({ activeSubscriptions: 1 })
    expect(t.topTerms).toEqual([{ name: term, count: 2, previous: 1 }])
    expect(t.topPlaces).toEqual([{ name: 'Burlington, VT', count: 2, previous: 0 }])
  })
})
