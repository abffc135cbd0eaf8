import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dashboardProfileSchema } from '@marketplace/domain/contract/dashboard.ts'
import { stylistProfileSchema } from '@marketplace/domain/contract/stylists.ts'
import { DAY_MS } from '../../adapters/billing/billing.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import {
  dashboardTestApp,
  images,
  MARFA,
  profileForm,
  stylistWithProfile,
  subscribedUser,
  upload,
} from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)

const stylistRow = async (userId: string) =>
  (
    await sql`select s.*, extensions.st_y(s.location::extensions.geometry) as lat, extensions.st_x(s.location::extensions.geometry) as lng
    from public.stylists s where s.user_id = ${userId}`
  )[0]

describe('GET /api/firebase/stylists/:uid', () => {
  it('answers 404 with a message while the user has no profile', async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'GET', `/api/firebase/stylists/${user.id}`)
    expect(res).toEqual({ status: 404, body: { message: 'No stylist profile yet' } })
  })

  it('answers 403 for another user, whether or not they have a profile', async () => {
    const { user: owner } = await stylistWithProfile(sql, t)
    const other = await subscribedUser(sql, t)
    const res = await call(t.app, other, 'GET', `/api/firebase/stylists/${owner.id}`)
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain(owner.email)
  })
})

describe('POST /api/firebase/stylists', () => {
  it('creates the profile (201) from the form: digits-only phone, https website, ZIP geocoded, pending review', async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ stylistName: 'Dana Reyes' }))
    expect(res.status).toBe(201)
    const profile = dashboardProfileSchema.parse(res.body)
    expect(profile).toMatchObject({
      userId: user.id,
      email: user.email,
      stylistName: 'Dana Reyes',
      salonName: 'High Desert Hair',
      ...MARFA,
      phone: '4325550188',
      website: 'https://highdeserthair.com',
      instagram: '@highdeserthair',
      facebook: null,
      startingPrice: 45,
      priceRange: '$',
      gender: 'female',
      licenseNumber: null,
      licenseState: null,
      profileImageUrl: null,
      verificationStatus: 'pending',
      subscriptionActive: true,
      subscriptionType: 'monthly',
      homeVisits: false,
      productBrands: [],
      // Marfa, TX keeps Central time: the zone follows the saved point (save-profile-time-zone.test.ts).
      timeZone: 'America/Chicago',
      services: [],
      specialties: [],
      portfolioItems: [],
      reviews: [],
      workingHours: [],
    })
    // The ZIP code's point in the gazetteer (Marfa, TX).
    expect(profile.latitude).toBeCloseTo(30.3, 0)
    expect(profile.longitude).toBeCloseTo(-104.0, 0)
    expect(new Date(profile.subscriptionExpiry!).getTime()).toBeGreaterThan(Date.now())
    const row = await stylistRow(user.id)
    expect(row).toMatchObject({
      phone: '4325550188',
      starting_price_cents: 4500,
      verification_status: 'pending',
      email: user.email,
    })

    const read = await call(t.app, user, 'GET', `/api/firebase/stylists/${user.id}`)
    expect(read).toEqual({ status: 200, body: res.body })
  })

  it('updates the profile (200), keeping the status an admin gave it whatever the form sends', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    await sql`update public.stylists set verification_status = 'approved' where id = ${profile.id}`
    const res = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({
        stylistName: 'Renamed',
        startingPrice: '120',
        verificationStatus: 'pending',
        licenseNumber: 'TX-998',
        licenseState: 'tx',
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: profile.id,
      stylistName: 'Renamed',
      startingPrice: 120,
      priceRange: '$$$',
      verificationStatus: 'approved',
      licenseNumber: 'TX-998',
      licenseState: 'TX',
    })
    expect((await sql`select count(*)::int as n from public.stylists where user_id = ${user.id}`)[0].n).toBe(1)

    // A rejected profile stays rejected: saving is no way around the admin's decision.
    await sql`update public.stylists set verification_status = 'rejected' where id = ${profile.id}`
    const again = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ verificationStatus: 'approved' }),
    )
    expect(again.status).toBe(200)
    expect(again.body.verificationStatus).toBe('rejected')
  })

  it('takes identity from the token only: userId, email, isAdmin, status and subscription fields in the body are ignored', async () => {
    const user = await subscribedUser(sql, t)
    const victim = await signedInUser(sql, t.deps)
    const res = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({
        userId: victim.id,
        email: 'boss@evil.example',
        isAdmin: true,
        verificationStatus: 'approved',
        subscriptionActive: true,
        subscriptionType: 'annual',
        subscriptionExpiry: '2099-01-01T00:00:00Z',
        priceRange: '$$$$',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      userId: user.id,
      email: user.email,
      verificationStatus: 'pending',
      subscriptionType: 'monthly',
      priceRange: '$',
    })
    expect(await stylistRow(victim.id)).toBeUndefined()
    expect((await sql`select is_admin from public.users where id = ${user.id}`)[0].is_admin).toBe(false)
  })

  it.each([
    ['stylistName', '', 'Name is required'],
    ['stylistName', undefined, 'Name is required'],
    ['bio', 'Too short to tell anyone anything.', 'Bio must be at least 100 characters'],
    ['bio', undefined, 'Bio must be at least 100 characters'],
    ['address', '  ', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['zipCode', '', 'ZIP code is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', 'call me', 'Phone number is required'],
    ['startingPrice', 0, 'Starting price is required'],
    ['startingPrice', '', 'Starting price is required'],
    ['startingPrice', 'cheap', 'Starting price is required'],
    ['startingPrice', undefined, 'Starting price is required'],
  ])('refuses %s = %j with the spec message', async (field, value, message) => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ [field]: value }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(res.body.issues).toContainEqual({ path: [field], message })
    expect(await stylistRow(user.id)).toBeUndefined()
  })

  it('names every field at fault at once, the first one in the message', async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', {})
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Name is required')
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toEqual([
      'stylistName',
      'bio',
      'address',
      'city',
      'state',
      'zipCode',
      'phone',
      'startingPrice',
    ])
  })

  it.each([
    ['state', 'Narnia', 'Choose a US state'],
    ['zipCode', '7984', 'ZIP code must be 5 digits'],
    ['phone', '555-0188', 'Phone number must have at least 10 digits'],
    ['website', 'not a site', 'Enter a website address such as glowstudio.com'],
    ['gender', 'robot', undefined],
    ['licenseState', 'XX', 'Choose a US state'],
    ['timeZone', 'Mars/Olympus_Mons', 'Choose a time zone such as America/New_York'],
  ])('refuses a bad %s (%j)', async (field, value, message) => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ [field]: value }))
    expect(res.status).toBe(400)
    expect(res.body.issues[0].path[0]).toBe(field)
    if (message) expect(res.body.message).toBe(message)
  })

  it('accepts a state by name, a ZIP+4 and keeps an http website as typed', async () => {
    const user = await subscribedUser(sql, t)
    const res = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ state: 'texas', zipCode: '79843-0001', website: 'http://old.example.com/page' }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ state: 'TX', zipCode: '79843-0001', website: 'http://old.example.com/page' })
  })

  it('uses the point picked in the address search; else the ZIP, then the city; else refuses naming zipCode', async () => {
    const picked = await subscribedUser(sql, t)
    const res = await call(
      t.app,
      picked,
      'POST',
      '/api/firebase/stylists',
      profileForm({ latitude: 30.31, longitude: -104.02 }),
    )
    expect(res.body).toMatchObject({ latitude: 30.31, longitude: -104.02 })

    const byCity = await subscribedUser(sql, t)
    const city = await call(
      t.app,
      byCity,
      'POST',
      '/api/firebase/stylists',
      profileForm({ zipCode: '00001', city: 'Austin', state: 'TX' }),
    )
    expect(city.status).toBe(201)
    expect(city.body.latitude).toBeCloseTo(30.27, 1)
    expect(city.body.longitude).toBeCloseTo(-97.74, 1)

    const nowhere = await subscribedUser(sql, t)
    const refused = await call(
      t.app,
      nowhere,
      'POST',
      '/api/firebase/stylists',
      profileForm({ zipCode: '00001', city: 'Qqqxxzz', state: 'TX' }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.issues).toEqual([{ path: ['zipCode'], message: refused.body.message }])
    expect(refused.body.message).toMatch(/ZIP code/)
    expect(await stylistRow(nowhere.id)).toBeUndefined()

    const half = await call(t.app, nowhere, 'POST', '/api/firebase/stylists', profileForm({ latitude: 30.31 }))
    expect(half.status).toBe(400)
    expect(half.body.issues[0].path).toEqual(['longitude'])
  })

  it('refuses a first profile without an active subscription (403), and lets a lapsed stylist still edit', async () => {
    const never = await signedInUser(sql, t.deps)
    const res = await call(t.app, never, 'POST', '/api/firebase/stylists', profileForm())
    expect(res).toEqual({ status: 403, body: { message: 'Subscription required' } })
    expect(await stylistRow(never.id)).toBeUndefined()

    const local = dashboardTestApp(sql)
    const { user } = await stylistWithProfile(sql, local)
    local.clock.advance(40 * DAY_MS)
    const read = await call(local.app, user, 'GET', `/api/firebase/stylists/${user.id}`)
    expect(read.body.subscriptionActive).toBe(false)
    const edit = await call(local.app, user, 'POST', '/api/firebase/stylists', profileForm({ stylistName: 'Still Me' }))
    expect(edit.status).toBe(200)
  })

  it('saves what search needs: gender, home visits, brands, weekly hours and time zone (kept when not sent)', async () => {
    const { user } = await stylistWithProfile(sql, t)
    const hours = [
      { dayOfWeek: 1, opensAt: '09:00', closesAt: '12:00' },
      { dayOfWeek: 1, opensAt: '13:00', closesAt: '18:30' },
      { dayOfWeek: 6, opensAt: '10:00', closesAt: '16:00' },
    ]
    const res = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({
        gender: 'non-binary',
        homeVisits: true,
        productBrands: ['olaplex', 'redken', 'olaplex'],
        workingHours: hours,
        timeZone: 'America/Chicago',
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      gender: 'non-binary',
      homeVisits: true,
      productBrands: ['olaplex', 'redken'],
      workingHours: hours,
      timeZone: 'America/Chicago',
    })
    const [row] = await sql`select to_json(closing_times) as closing from public.stylists where user_id = ${user.id}`
    expect(row.closing).toEqual([null, '18:30:00', null, null, null, null, '16:00:00'])

    const plain = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ gender: '' }))
    expect(plain.body).toMatchObject({
      gender: 'prefer-not-to-say',
      homeVisits: true,
      productBrands: ['olaplex', 'redken'],
      workingHours: hours,
      timeZone: 'America/Chicago',
    })

    const closed = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ workingHours: [], homeVisits: false, productBrands: [] }),
    )
    expect(closed.body).toMatchObject({ workingHours: [], homeVisits: false, productBrands: [] })
  })

  it('refuses working hours that end before they start or overlap', async () => {
    const { user } = await stylistWithProfile(sql, t)
    const backwards = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ workingHours: [{ dayOfWeek: 2, opensAt: '17:00', closesAt: '09:00' }] }),
    )
    expect(backwards.status).toBe(400)
    expect(backwards.body.issues[0]).toEqual({
      path: ['workingHours', 0, 'closesAt'],
      message: 'Closing time must be after opening time',
    })
    const overlap = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({
        workingHours: [
          { dayOfWeek: 2, opensAt: '09:00', closesAt: '13:00' },
          { dayOfWeek: 2, opensAt: '12:00', closesAt: '18:00' },
        ],
      }),
    )
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toBe('Opening hours overlap on the same day')
  })
})

describe('profile photo', () => {
  const profileFile = (url: string) => join(t.storageDir, url.replace('/storage/v1/object/public/', ''))

  it('accepts only the user’s own upload, and removes the replaced file once the new one is saved', async () => {
    const user = await subscribedUser(sql, t)
    const first = await upload(t, user, 'profile', { bytes: await images.png(), name: 'me.png', type: 'image/png' })
    expect(first.status).toBe(201)
    const created = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ profileImageUrl: first.text }),
    )
    expect(created.status).toBe(201)
    expect(created.body.profileImageUrl).toBe(first.text)
    expect(existsSync(profileFile(first.text))).toBe(true)

    const second = await upload(t, user, 'profile', {
      bytes: await images.webp(),
      name: 'me2.webp',
      type: 'image/webp',
    })
    const replaced = await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ profileImageUrl: second.text }),
    )
    expect(replaced.body.profileImageUrl).toBe(second.text)
    expect(existsSync(profileFile(first.text))).toBe(false)
    expect(existsSync(profileFile(second.text))).toBe(true)

    // Saving again with the same photo keeps it; removing the photo removes its file.
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: second.text }))).status,
    ).toBe(200)
    expect(existsSync(profileFile(second.text))).toBe(true)
    const removed = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: null }))
    expect(removed.body.profileImageUrl).toBeNull()
    expect(existsSync(profileFile(second.text))).toBe(false)
  })

  it('refuses another user’s upload, a portfolio upload, outside URLs and data-URLs', async () => {
    const other = await subscribedUser(sql, t)
    const theirs = await upload(t, other, 'profile', { bytes: await images.png(), name: 'x.png', type: 'image/png' })
    const { user } = await stylistWithProfile(sql, t)
    const portfolio = await upload(t, user, 'portfolio', {
      bytes: await images.png(),
      name: 'p.png',
      type: 'image/png',
    })
    for (const url of [
      theirs.text,
      portfolio.text,
      'https://evil.example/me.png',
      'data:image/png;base64,iVBORw0KGgo=',
      `/storage/v1/object/public/profile-images/${user.id}/../${other.id}/x.webp`,
    ]) {
      const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: url }))
      expect(res.status, url).toBe(400)
      expect(res.body.issues).toEqual([
        { path: ['profileImageUrl'], message: 'The profile image must be one you uploaded.' },
      ])
    }
    expect(existsSync(profileFile(theirs.text))).toBe(true)
  })

  it('keeps a photo the profile already had (a demo image) when the form sends it back unchanged', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const demo = '/storage/v1/object/public/avatars/demo/avatar-01.jpg'
    await sql`update public.stylists set profile_image_url = ${demo} where id = ${profile.id}`
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: demo }))
    expect(res.status).toBe(200)
    expect(res.body.profileImageUrl).toBe(demo)
  })
})

describe('the public side follows at once', () => {
  it('shows a new or changed profile on its public page and in search', async () => {
    const { user, profile } = await stylistWithProfile(sql, t, { stylistName: 'Marfa Searchable' })
    const page = await call(t.app, null, 'GET', `/api/stylists/${profile.id}`)
    expect(page.status).toBe(200)
    expect(stylistProfileSchema.parse(page.body)).toMatchObject({
      stylistName: 'Marfa Searchable',
      verificationStatus: 'pending',
      phone: '4325550188',
    })
    expect(JSON.stringify(page.body)).not.toContain(user.email)

    const search = (q: string) => call(t.app, null, 'GET', `/api/stylists/search?${q}&limit=50`)
    const ids = (res: { body: { stylists: { id: number }[] } }) => res.body.stylists.map((s) => s.id)
    expect(ids(await search('location=79843&distance=10'))).toContain(profile.id)

    await call(
      t.app,
      user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ stylistName: 'Renamed Marfa', homeVisits: true, gender: 'male' }),
    )
    expect((await call(t.app, null, 'GET', `/api/stylists/${profile.id}`)).body.stylistName).toBe('Renamed Marfa')
    expect(ids(await search('location=Marfa%2C%20TX&homeVisits=true&gender=male'))).toContain(profile.id)
    expect(ids(await search('location=Marfa%2C%20TX&service=Renamed%20Marfa'))).toContain(profile.id)
  })
})
