import { describe, expect, it } from 'vitest'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { dashboardTestApp, stylistWithProfile, subscribedUser } from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)

const chosen = async (stylistId: number) =>
  (
    await sql<
      { specialty_id: number }[]
    >`select specialty_id from public.stylist_specialties where stylist_id = ${stylistId} order by 1`
  ).map((r) => r.specialty_id)

describe('dashboard specialties', () => {
  it('lists all specialties publicly, and saves the stylist’s selection as a whole', async () => {
    const all = await call(t.app, null, 'GET', '/api/specialties')
    expect(all.status).toBe(200)
    expect(all.body).toHaveLength(8)

    const { user, profile } = await stylistWithProfile(sql, t)
    expect(await call(t.app, user, 'GET', `/api/firebase/specialties/${profile.id}`)).toEqual({
      status: 200,
      body: { stylistId: profile.id, specialtyIds: [] },
    })
    const saved = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [5, 1, 3, 1],
    })
    expect(saved).toEqual({ status: 200, body: { stylistId: profile.id, specialtyIds: [1, 3, 5] } })
    expect(await chosen(profile.id)).toEqual([1, 3, 5])

    // Unticking and ticking: the new list replaces the old one.
    const changed = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [3, 7],
    })
    expect(changed.body.specialtyIds).toEqual([3, 7])
    expect((await call(t.app, user, 'GET', `/api/firebase/specialties/${profile.id}`)).body.specialtyIds).toEqual([
      3, 7,
    ])
    const cleared = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [],
    })
    expect(cleared.body.specialtyIds).toEqual([])
  })

  it('allows 5 and refuses a sixth with the spec message, changing nothing', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const five = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [1, 2, 3, 4, 5],
    })
    expect(five.body.specialtyIds).toEqual([1, 2, 3, 4, 5])
    const six = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [1, 2, 3, 4, 5, 6],
    })
    expect(six.status).toBe(400)
    expect(six.body.message).toBe('You can select up to 5 specialties.')
    expect(six.body.issues).toEqual([{ path: ['specialtyIds'], message: 'You can select up to 5 specialties.' }])
    expect(await chosen(profile.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses unknown ids and a list that is not one', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const unknown = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: [1, 99],
    })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown specialty' } })
    const notList = await call(t.app, user, 'POST', '/api/firebase/specialties', {
      stylistId: profile.id,
      specialtyIds: 'curly',
    })
    expect(notList.status).toBe(400)
    expect(notList.body.issues[0].path).toEqual(['specialtyIds'])
    expect(await chosen(profile.id)).toEqual([])
  })

  it('needs a profile first: 404 "Profile required"', async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/specialties', { stylistId: 1, specialtyIds: [1] })
    expect(res).toEqual({ status: 404, body: { message: 'Profile required' } })
  })

  it('shows on the public profile and in search by specialty at once', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    await call(t.app, user, 'POST', '/api/firebase/specialties', { stylistId: profile.id, specialtyIds: [6] })
    expect((await call(t.app, null, 'GET', `/api/stylists/${profile.id}`)).body.specialties).toEqual([
      { id: 6, name: 'Bridal' },
    ])
    const found = await call(t.app, null, 'GET', '/api/stylists/search?location=79843&specialty=bridal&limit=50')
    expect(found.body.stylists.map((s: { id: number }) => s.id)).toContain(profile.id)
  })
})
