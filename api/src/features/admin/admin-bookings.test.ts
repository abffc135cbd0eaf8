import { describe, expect, it } from 'vitest'
import { adminStatsSchema, BOOKING_STATS_DAYS, bookingSeriesSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call } from '../../../test/billing.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

// Bookings in the admin overview and analytics, read against the app's clock. The clock is pinned
// years ahead, where no other test file writes appointments or their history, so the figures are
// exactly this file's rows.
const sql = testDatabase()
const now = new Date('2041-02-14T15:00:00Z')
const { app, deps } = billingTestApp(sql, now)
const at = (iso: string) => new Date(iso)

type Step = [action: string, toStatus: string, at: string]

/** An appointment of an hour and its history, written as the booking API would have. */
async function appointment(stylistId: number, clientId: string, startsAt: string, status: string, steps: Step[]) {
  const start = at(startsAt)
  const end = new Date(start.getTime() + 3_600_000)
  const [row] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at,
                                     ends_at, blocked_until, time_zone, status, created_at, updated_at)
    values (${stylistId}, ${clientId}, 'Standard Haircut', 6000, 60, ${start}, ${end}, ${end}, 'America/Chicago',
            ${status}, ${at(steps[0][2])}, ${at(steps[steps.length - 1][2])})
    returning id`
  let from: string | null = null
  for (const [action, to, when] of steps) {
    await sql`
      insert into public.appointment_events (appointment_id, actor_id, action, from_status, to_status, created_at)
      values (${row.id}, ${clientId}, ${action}, ${from}, ${to}, ${at(when)})`
    from = to
  }
}

async function bookings() {
  const owner = await createUser(sql)
  const { id: stylistId } = await createStylist(sql, owner.id)
  const client = await createUser(sql)
  const book = (startsAt: string, status: string, steps: Step[]) =>
    appointment(stylistId, client.id, startsAt, status, steps)
  // Upcoming: confirmed, requested, and one booked after the clock (it exists, but was not made yet).
  await book('2041-02-20T15:00:00Z', 'confirmed', [['booked', 'confirmed', '2041-02-14T01:00:00Z']])
  await book('2041-02-21T15:00:00Z', 'requested', [['requested', 'requested', '2041-02-13T23:59:00Z']])
  await book('2041-02-22T15:00:00Z', 'confirmed', [['booked', 'confirmed', '2041-02-14T16:00:00Z']])
  // Cancelled, no-show, completed; one started an hour ago.
  await book('2041-02-15T15:00:00Z', 'cancelled_by_client', [
    ['booked', 'confirmed', '2041-01-16T00:00:00Z'],
    ['cancelled', 'cancelled_by_client', '2041-02-13T10:00:00Z'],
  ])
  await book('2041-02-10T15:00:00Z', 'no_show', [
    ['booked', 'confirmed', '2041-01-15T23:59:59Z'],
    ['no_show', 'no_show', '2041-02-10T16:00:00Z'],
  ])
  await book('2041-02-12T15:00:00Z', 'completed', [
    ['requested', 'requested', '2041-02-01T12:00:00Z'],
    ['accepted', 'confirmed', '2041-02-01T14:00:00Z'],
    ['rescheduled', 'confirmed', '2041-02-03T09:00:00Z'],
    ['completed', 'completed', '2041-02-12T17:00:00Z'],
  ])
  await book('2041-02-14T14:00:00Z', 'confirmed', [['booked', 'confirmed', '2041-02-05T12:00:00Z']])
  // Made and completed before the 30 days.
  await book('2041-01-10T15:00:00Z', 'completed', [
    ['booked', 'confirmed', '2041-01-02T12:00:00Z'],
    ['completed', 'completed', '2041-01-10T17:00:00Z'],
  ])
}

describe('bookings in the admin console', () => {
  it('is for admins only: 401 signed out, 403 for other users', async () => {
    expect((await call(app, null, 'GET', '/api/admin/analytics/bookings')).status).toBe(401)
    const user = await signedInUser(sql, deps)
    expect((await call(app, user, 'GET', '/api/admin/analytics/bookings')).status).toBe(403)
  })

  it('counts bookings made, cancelled and no-shows of the last 30 days and upcoming appointments, by the clock', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const empty = adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body)
    expect(empty).toMatchObject({ bookingsMade: 0, bookingsCancelled: 0, noShows: 0, upcomingAppointments: 0 })
    await bookings()
    const stats = adminStatsSchema.parse((await call(app, admin, 'GET', '/api/admin/stats')).body)
    // Made: booked or requested after 2041-01-15T15:00Z and not after the clock (six of eight).
    expect(stats).toMatchObject({ bookingsMade: 6, bookingsCancelled: 1, noShows: 1, upcomingAppointments: 3 })
  })

  it('gives made, cancelled and no-shows per UTC day, every day of the 30 up to the clock present', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const res = await call(app, admin, 'GET', '/api/admin/analytics/bookings')
    expect(res.status).toBe(200)
    const { days } = bookingSeriesSchema.parse(res.body)
    expect(days).toHaveLength(BOOKING_STATS_DAYS)
    expect(days[0].date).toBe('2041-01-16')
    expect(days[days.length - 1].date).toBe('2041-02-14')
    const busy = days.filter((d) => d.made + d.cancelled + d.noShows > 0)
    expect(busy).toEqual([
      { date: '2041-01-16', made: 1, cancelled: 0, noShows: 0 },
      { date: '2041-02-01', made: 1, cancelled: 0, noShows: 0 },
      { date: '2041-02-05', made: 1, cancelled: 0, noShows: 0 },
      { date: '2041-02-10', made: 0, cancelled: 0, noShows: 1 },
      { date: '2041-02-13', made: 1, cancelled: 1, noShows: 0 },
      { date: '2041-02-14', made: 1, cancelled: 0, noShows: 0 },
    ])
  })
})
