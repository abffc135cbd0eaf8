import { describe, expect, it } from 'vitest'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { dashboardTestApp, profileForm, subscribedUser } from '../../../test/fixtures/dashboard.fixtures.ts'
import { timeZoneAt } from './save-profile.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)

const savedZone = async (userId: string) =>
  (await sql<{ time_zone: string }[]>`select time_zone from public.stylists where user_id = ${userId}`)[0].time_zone

describe("a stylist's time zone follows the saved location (booking expands hours in it)", () => {
  it('derives the zone of the picked point, whatever the browser sent', async () => {
    const user = await subscribedUser(sql, t)
    // Phoenix, AZ: Mountain time without daylight saving, sent from a browser set to New York.
    const form = profileForm({ latitude: 33.45, longitude: -112.07, timeZone: 'America/New_York' })
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', form)
    expect(res.status).toBe(201)
    expect(res.body.timeZone).toBe('America/Phoenix')
    expect(await savedZone(user.id)).toBe('America/Phoenix')
    // Moving to Brooklyn moves the zone with the profile.
    const moved = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ latitude: 40.68, longitude: -73.94, timeZone: 'America/Phoenix' }),
    )
    expect(moved.body.timeZone).toBe('America/New_York')
  })

  it("derives it from the ZIP code's point when no point was picked (Marfa, TX is Central)", async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ timeZone: 'America/Denver' }))
    expect(res.status).toBe(201)
    expect(await savedZone(user.id)).toBe('America/Chicago')
  })

  it('looks zones up offline, and has none for a point that is not on the globe', () => {
    expect(timeZoneAt({ lat: 21.31, lng: -157.86 })).toBe('Pacific/Honolulu')
    expect(timeZoneAt({ lat: 61.22, lng: -149.9 })).toBe('America/Anchorage')
    expect(timeZoneAt({ lat: 91, lng: 0 })).toBeNull()
  })
})
