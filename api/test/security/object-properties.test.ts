import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, type TestUser } from '../billing.ts'
import { testDatabase } from '../database.ts'
import { buildWorld, type World } from './security-world.ts'

// Fields a caller must never set through a write: rights (isAdmin), the admin's decisions
// (verificationStatus), what billing derives (subscriptionActive, prices, amounts, coupon use),
// computed figures (ratings) and whose row it is (userId, another stylist's id). The API's rule,
// the same on every JSON body: a body is checked against its zod schema, which keeps only the
// fields it names and drops any other (zod's default), so such fields are ignored and the row's
// columns stay as they were. The one strict schema, the admin's coupon PATCH, refuses them with
// a 400 instead: there a field the console cannot change is a mistake it should hear about.
// Names of ids in the body (stylistId) that are the caller's to give are checked against the
// caller (403, see the authorization matrix); URLs of uploads must be the caller's own (400).
const sql = testDatabase()
let w: World
let a: World['a']
let b: World['b']
let admin: TestUser
beforeAll(async () => {
  w = await buildWorld(sql)
  ;({ a, b } = w)
  admin = w.users.admin
}, 240_000)

/** What a forged body adds: every protected field, in the API's and the database's spelling. */
const forged = () => ({
  isAdmin: true,
  is_admin: true,
  role: 'service_role',
  verificationStatus: 'approved',
  verification_status: 'approved',
  subscriptionActive: true,
  subscription_active: true,
  userId: b.user.id,
  user_id: b.user.id,
  authorId: b.user.id,
  author_id: b.user.id,
  stylist_id: b.stylistId,
  id: 1,
  ratingAverage: 5,
  rating_average: 5,
  reviewCount: 999,
  review_count: 999,
  price: 1,
  priceCents: 1,
  price_cents: 1,
  amount: 0,
  amountPaid: 0,
  amount_paid_cents: 0,
  status: 'active',
  timesUsed: 0,
  usedCount: 0,
  currentUses: 0,
  current_uses: 0,
  createdAt: '2000-01-01T00:00:00Z',
})

const stylistRow = async (id: number) =>
  (
    await sql`
  select user_id, email, verification_status, rating_average, review_count, created_at from public.stylists where id = ${id}`
  )[0]

describe('forged fields on every write', () => {
  it("POST /api/firebase/users: no admin rights, no one else's row", async () => {
    const client = w.users.client
    const before = await sql`select * from public.users where id = ${b.user.id}`
    const res = await call(w.t.app, client, 'POST', '/api/firebase/users', {
      ...forged(),
      email: client.email,
      firstName: 'Robin',
    })
    expect(res.status).toBe(200)
    expect(await sql`select first_name, is_admin from public.users where id = ${client.id}`).toEqual([
      { first_name: 'Robin', is_admin: false },
    ])
    expect(await sql`select * from public.users where id = ${b.user.id}`).toEqual(before)
    expect((await call(w.t.app, client, 'GET', '/api/admin/stats')).status).toBe(403)
  })

  it('POST /auth/v1/signup: user metadata gives no rights', async () => {
    const identity = w.t.deps.identity
    if (identity.mode !== 'embedded') throw new Error('embedded issuer only')
    const email = `forged-${randomUUID().slice(0, 8)}@test.example`
    const res = await w.t.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: identity.anonKey, 'content-type': 'application/json', 'x-forwarded-for': email },
      body: JSON.stringify({
        email,
        password: 'password123',
        data: { isAdmin: true, is_admin: true, role: 'service_role' },
        app_metadata: { role: 'admin' },
      }),
    })
    expect(res.status).toBe(200)
    const session = (await res.json()) as {
      access_token: string
      user: { id: string; role: string; app_metadata: Record<string, unknown> }
    }
    expect(session.user.role).toBe('authenticated')
    expect(session.user.app_metadata).not.toHaveProperty('role')
    expect(await sql`select is_admin from public.users where id = ${session.user.id}`).toEqual([{ is_admin: false }])
    const me = await w.t.app.request('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } })
    expect(await me.json()).toMatchObject({ isAdmin: false, isStylist: false })
  })

  it("POST /api/firebase/stylists: verification, ratings, owner and subscription stay the server's", async () => {
    const mine = await stylistRow(a.stylistId)
    const theirs = await stylistRow(b.stylistId)
    const res = await call(w.t.app, a.user, 'POST', '/api/firebase/stylists', {
      stylistName: 'Forged Name',
      bio: 'B'.repeat(120),
      address: '1 Main St',
      city: 'Marfa',
      state: 'TX',
      zipCode: '79843',
      phone: '4325550100',
      startingPrice: 50,
      profileImageUrl: null,
      ...forged(),
      email: 'forged@test.example',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: a.stylistId, stylistName: 'Forged Name' })
    expect(await stylistRow(a.stylistId)).toEqual(mine)
    expect(await stylistRow(b.stylistId)).toEqual(theirs)
  })

  it("POST /api/firebase/stylists: another user's upload as the profile photo is refused (400), nothing saved", async () => {
    const theirs = await w.uploadAs(b.user, 'profile')
    const before = await sql`select * from public.stylists where id = ${a.stylistId}`
    const res = await call(w.t.app, a.user, 'POST', '/api/firebase/stylists', {
      stylistName: 'Photo Thief',
      bio: 'B'.repeat(120),
      address: '1 Main St',
      city: 'Marfa',
      state: 'TX',
      zipCode: '79843',
      phone: '4325550100',
      startingPrice: 50,
      profileImageUrl: theirs,
    })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['profileImageUrl'])
    expect(await sql`select * from public.stylists where id = ${a.stylistId}`).toEqual(before)
  })

  it("services: created and updated on the caller's profile only, whatever the body names", async () => {
    const theirs = await sql`select * from public.services where id = ${b.serviceId}`
    const created = await call(w.t.app, a.user, 'POST', '/api/firebase/services', {
      ...forged(),
      stylistId: a.stylistId,
      name: 'Gloss',
      price: 25,
      id: b.serviceId,
    })
    expect(created.status).toBe(201)
    expect(created.body.id).not.toBe(b.serviceId)
    expect(await sql`select stylist_id, price_cents from public.services where id = ${created.body.id}`).toEqual([
      { stylist_id: a.stylistId, price_cents: 2500 },
    ])
    const updated = await call(w.t.app, a.user, 'PUT', `/api/firebase/services/${a.serviceId}`, {
      ...forged(),
      stylistId: a.stylistId,
      name: 'Press',
      price: 90,
      id: b.serviceId,
    })
    expect(updated.status).toBe(200)
    expect(await sql`select stylist_id, name, price_cents from public.services where id = ${a.serviceId}`).toEqual([
      { stylist_id: a.stylistId, name: 'Press', price_cents: 9000 },
    ])
    expect(await sql`select * from public.services where id = ${b.serviceId}`).toEqual(theirs)
  })

  it("specialties: the caller's selection only", async () => {
    const theirs =
      await sql`select specialty_id from public.stylist_specialties where stylist_id = ${b.stylistId} order by 1`
    const res = await call(w.t.app, a.user, 'POST', '/api/firebase/specialties', {
      ...forged(),
      stylistId: a.stylistId,
      specialtyIds: [4],
    })
    expect(res.status).toBe(200)
    expect(await sql`select specialty_id from public.stylist_specialties where stylist_id = ${a.stylistId}`).toEqual([
      { specialty_id: 4 },
    ])
    expect(
      await sql`select specialty_id from public.stylist_specialties where stylist_id = ${b.stylistId} order by 1`,
    ).toEqual(theirs)
  })

  it("portfolio: the stored path comes from the caller's own upload, never the body; another's upload is refused", async () => {
    const url = await w.uploadAs(a.user, 'portfolio')
    const res = await call(w.t.app, a.user, 'POST', '/api/firebase/portfolio', {
      stylistId: a.stylistId,
      imageUrl: url,
      ...forged(),
      storagePath: `${b.user.id}/x.webp`,
      storage_path: `${b.user.id}/x.webp`,
    })
    expect(res.status).toBe(201)
    const [row] = await sql<
      { stylist_id: number; storage_path: string }[]
    >`select stylist_id, storage_path from public.portfolio_items where id = ${res.body.id}`
    expect(row.stylist_id).toBe(a.stylistId)
    expect(row.storage_path.startsWith(`${a.user.id}/`)).toBe(true)
    // Counted for these two stylists only: other test files write portfolios into PostgreSQL's
    // shared test database at the same time (a whole-table count failed once in CI).
    const portfolios = () =>
      sql`select count(*)::int as n from public.portfolio_items where stylist_id in (${a.stylistId}, ${b.stylistId})`
    const count = await portfolios()
    const stolen = await call(w.t.app, a.user, 'POST', '/api/firebase/portfolio', {
      stylistId: a.stylistId,
      imageUrl: b.imageUrl,
    })
    expect(stolen.status).toBe(400)
    expect(await portfolios()).toEqual(count)
  })

  it("reviews: the author is the caller, the stylist the path's, the rating computed", async () => {
    const client = await w.freshClient()
    const res = await call(w.t.app, client, 'POST', `/api/stylists/${b.stylistId}/reviews`, {
      ...forged(),
      rating: 2,
      comment: 'Fine.',
      authorId: admin.id,
      stylistId: a.stylistId,
    })
    expect(res.status).toBe(201)
    expect(
      await sql`select stylist_id, author_id, rating from public.reviews where id = ${res.body.review.id}`,
    ).toEqual([{ stylist_id: b.stylistId, author_id: client.id, rating: 2 }])
    const [{ avg, n }] = await sql<
      { avg: string; n: number }[]
    >`select avg(rating)::numeric(3,2)::text as avg, count(*)::int as n from public.reviews where stylist_id = ${b.stylistId}`
    const [stylist] = await sql<
      { rating_average: string; review_count: number }[]
    >`select rating_average::numeric(3,2)::text as rating_average, review_count from public.stylists where id = ${b.stylistId}`
    expect(stylist).toEqual({ rating_average: avg, review_count: n })
  })

  it("POST /api/complete-signup: the plan's price and the caller's account, whatever the body says", async () => {
    const client = await w.freshClient()
    const paymentMethodId = await w.card(client)
    const res = await call(w.t.app, client, 'POST', '/api/complete-signup', {
      ...forged(),
      planType: 'annual',
      paymentMethodId,
      couponCode: null,
      status: 'trialing',
      trialEnd: '2099-01-01',
    })
    expect(res.status).toBe(200)
    expect(
      await sql`select plan, status, price_cents, trial_end from public.subscriptions where user_id = ${client.id}`,
    ).toEqual([{ plan: 'annual', status: 'active', price_cents: 4000, trial_end: null }])
    expect(await sql`select amount_paid_cents from public.invoices where user_id = ${client.id}`).toEqual([
      { amount_paid_cents: 4000 },
    ])
    expect(await sql`select 1 from public.subscriptions where user_id = ${b.user.id} and plan = 'annual'`).toEqual([])
  })

  it('POST /api/subscription/update-plan: the new plan at its own price', async () => {
    const res = await call(w.t.app, a.user, 'POST', '/api/subscription/update-plan', {
      ...forged(),
      planType: 'annual',
    })
    expect(res.status).toBe(200)
    expect(res.body.subscription).toMatchObject({ subscriptionType: 'annual', priceCents: 4000 })
  })

  it("cards: confirmed and set as the caller's own, with the brand of the number", async () => {
    const secret = await w.setupIntent(a.user)
    const res = await call(w.t.app, a.user, 'POST', '/api/billing/embedded/confirm-card-setup', {
      clientSecret: secret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      ...forged(),
      brand: 'amex',
      last4: '0000',
      chargeOutcome: 'succeeds',
    })
    expect(res.status).toBe(200)
    expect(
      await sql`select user_id, brand, last4 from public.embedded_payment_methods where id = ${res.body.paymentMethodId}`,
    ).toEqual([{ user_id: a.user.id, brand: 'visa', last4: '4242' }])
    const theirs = await sql`select * from public.billing_customers where user_id = ${b.user.id}`
    expect(
      (
        await call(w.t.app, a.user, 'POST', '/api/subscription/payment-method', {
          ...forged(),
          paymentMethodId: res.body.paymentMethodId,
        })
      ).status,
    ).toBe(200)
    expect(
      await sql`select default_payment_method_id from public.billing_customers where user_id = ${a.user.id}`,
    ).toEqual([{ default_payment_method_id: res.body.paymentMethodId }])
    expect(await sql`select * from public.billing_customers where user_id = ${b.user.id}`).toEqual(theirs)
  })

  it("POST /api/coupons/validate: the coupon's own terms, its use count untouched", async () => {
    const coupon = await w.coupon()
    const res = await call(w.t.app, w.users.client, 'POST', '/api/coupons/validate', {
      ...forged(),
      code: coupon.code,
      planType: 'monthly',
      type: 'free',
      isFree: true,
      percentageOff: 100,
    })
    expect(res.status).toBe(200)
    expect(res.body.coupon).toMatchObject({ type: 'percentage', isFree: false, percentageOff: 10 })
    expect(await sql`select current_uses from public.coupons where id = ${coupon.id}`).toEqual([{ current_uses: 0 }])
  })

  it('POST /api/admin/coupons: a new coupon starts unused, under a new id', async () => {
    const existing = await w.coupon()
    const res = await call(w.t.app, admin, 'POST', '/api/admin/coupons', {
      code: `F${randomUUID().replaceAll('-', '').slice(0, 10)}`,
      name: 'Forged',
      type: 'percentage',
      value: 15,
      durationMonths: null,
      maxUses: 5,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2099-01-01T00:00:00Z',
      subscriptionTypes: null,
      isActive: true,
      ...forged(),
      id: existing.id,
    })
    expect(res.status).toBe(201)
    expect(res.body.id).not.toBe(existing.id)
    expect(await sql`select current_uses, value from public.coupons where id = ${res.body.id}`).toEqual([
      { current_uses: 0, value: 15 },
    ])
  })

  it('PATCH /api/admin/coupons/:id: refuses a use count (strict schema, 400 naming it), changes nothing', async () => {
    const coupon = await w.coupon()
    const before = await sql`select * from public.coupons where id = ${coupon.id}`
    const res = await call(w.t.app, admin, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      isActive: false,
      currentUses: 0,
      timesUsed: 0,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.issues)).toContain('currentUses')
    expect(await sql`select * from public.coupons where id = ${coupon.id}`).toEqual(before)
  })

  it("support: a message is stored as new and nobody's; the admin changes its status only", async () => {
    const sent = await call(w.t.app, a.user, 'POST', '/api/support/messages', {
      name: 'Sam',
      email: 'sam@test.example',
      subject: 'Forged',
      message: `Body ${randomUUID()}`,
      ...forged(),
      status: 'resolved',
    })
    expect(sent.status).toBe(201)
    const [row] = await sql<
      { id: number; status: string; user_id: string | null }[]
    >`select id, status, user_id from public.contact_messages where subject = 'Forged' order by id desc limit 1`
    expect(row).toMatchObject({ status: 'new', user_id: null })
    const res = await call(w.t.app, admin, 'PATCH', `/api/admin/support/messages/${row.id}`, {
      ...forged(),
      status: 'read',
      message: 'rewritten',
      email: 'x@test.example',
      status_: 1,
    })
    expect(res.status).toBe(200)
    expect(await sql`select status, email from public.contact_messages where id = ${row.id}`).toEqual([
      { status: 'read', email: 'sam@test.example' },
    ])
  })

  it('verification decisions: the route decides the status, not the body', async () => {
    const pending = await w.pendingStylist()
    const res = await call(w.t.app, admin, 'POST', `/api/admin/verifications/${pending}/approve`, {
      ...forged(),
      notes: 'ok',
      confirmNoLicense: true,
      verificationStatus: 'rejected',
      verification_status: 'rejected',
    })
    expect(res.status).toBe(200)
    expect(await sql`select verification_status from public.stylists where id = ${pending}`).toEqual([
      { verification_status: 'approved' },
    ])
  })
})
