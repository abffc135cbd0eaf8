import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from '../../db/client.ts'
import { createApp } from '../../app.ts'
import { testDeps } from '../../../test/app.ts'
import { call, subscribe, type TestUser } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import { dashboardTestApp, images, profileForm, upload } from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)
const admin = await signedInUser(sql, t.deps, { isAdmin: true })
const remove = (user: { id: string }, by: TestUser = admin) => call(t.app, by, 'DELETE', `/api/admin/users/${user.id}`)

/** Every file under the storage folder whose path names the user (their uploads' folders). */
function filesOf(userId: string): string[] {
  return readdirSync(t.storageDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(userId))
    .map((e) => join(e.parentPath, e.name))
}

/**
 * For every foreign key in the database that points at a user, a stylist or a subscription, how
 * many rows still point at the given ones (found from the catalog, so a table added later counts).
 */
async function referencing(db: Sql, ids: { user: string; stylist: number; subscriptions: number[] }) {
  const keys = await db<{ tbl: string; col: string; ref: string }[]>`
    select format('%I.%I', n.nspname, r.relname) as tbl, a.attname as col, format('%I.%I', rn.nspname, rr.relname) as ref
      from pg_constraint c
      join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
      join pg_class rr on rr.oid = c.confrelid join pg_namespace rn on rn.oid = rr.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and format('%I.%I', rn.nspname, rr.relname) in ('auth.users', 'public.users', 'public.stylists', 'public.subscriptions')`
  const values: Record<string, string[]> = {
    'auth.users': [ids.user],
    'public.users': [ids.user],
    'public.stylists': [String(ids.stylist)],
    'public.subscriptions': ids.subscriptions.map(String),
  }
  const counts: Record<string, number> = {}
  for (const k of keys) {
    const [{ n }] = await db.unsafe<{ n: number }[]>(
      `select count(*)::int as n from ${k.tbl} where ${k.col}::text = any($1::text[])`,
      [values[k.ref]],
    )
    counts[`${k.tbl}.${k.col} -> ${k.ref}`] = n
  }
  return counts
}

/** A stylist with everything a user can have: a coupon on their subscription, photos, reviews, and so on. */
async function fullStylist() {
  const code = `DEL${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`
  await sql`insert into public.coupons (code, name, type, value, valid_from, valid_until) values (${code}, 'Delete test', 'percentage', 10, now() - interval '1 day', now() + interval '1 year')`
  const user = await signedInUser(sql, t.deps)
  expect((await subscribe(t.app, user, { coupon: code })).status).toBe(200)
  const png = { bytes: await images.png(), name: 'me.png', type: 'image/png' }
  const photo = (await upload(t, user, 'profile', png)).text
  const accountPhoto = (await upload(t, user, 'profile', png)).text
  await sql`update public.users set profile_image_url = ${accountPhoto} where id = ${user.id}`
  const saved = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: photo }))
  expect(saved.status).toBe(201)
  const stylistId: number = saved.body.id
  for (let i = 0; i < 2; i++) {
    const url = (await upload(t, user, 'portfolio', { ...png, name: `w${i}.png` })).text
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/portfolio', { stylistId, imageUrl: url, caption: `Work ${i}` }))
        .status,
    ).toBe(201)
  }
  expect(
    (await call(t.app, user, 'POST', '/api/firebase/services', { stylistId, name: 'Silk Press', price: 80 })).status,
  ).toBe(201)
  await call(t.app, user, 'POST', '/api/firebase/specialties', { stylistId, specialtyIds: [1, 2] })
  await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values (${stylistId}, 2, '09:00', '17:00')`
  // Their review of another stylist, and a client's review of them.
  const otherOwner = await signedInUser(sql, t.deps)
  const other = await createStylist(sql, otherOwner.id)
  expect(
    (await call(t.app, user, 'POST', `/api/stylists/${other.id}/reviews`, { rating: 4, comment: 'Good.' })).status,
  ).toBe(201)
  const client = await signedInUser(sql, t.deps)
  expect(
    (await call(t.app, client, 'POST', `/api/stylists/${stylistId}/reviews`, { rating: 5, comment: 'Great.' })).status,
  ).toBe(201)
  await call(t.app, null, 'GET', `/api/stylists/${stylistId}`) // a profile view
  await sql`insert into public.analytics_events (event_type, user_id, search_term) values ('search', ${user.id}, 'balayage')`
  await sql`insert into public.contact_messages (user_id, name, email, subject, message) values (${user.id}, 'Me', ${user.email}, 'Help', 'Please')`
  return { user, stylistId, other: other.id, code }
}

describe('DELETE /api/admin/users/:id', () => {
  it('removes the user and every row of theirs, keeps revenue and history without them, and removes their files', async () => {
    const { user, stylistId, other, code } = await fullStylist()
    const subscriptions = (
      await sql<{ id: number }[]>`select id from public.subscriptions where user_id = ${user.id}`
    ).map((r) => r.id)
    const invoices = (await sql<{ id: number }[]>`select id from public.invoices where user_id = ${user.id}`).map(
      (r) => r.id,
    )
    const before = await referencing(sql, { user: user.id, stylist: stylistId, subscriptions })
    // The check can fail: the user's rows are there, in the tables it looks at.
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(20)
    for (const key of [
      'public.stylists.user_id -> public.users',
      'public.services.stylist_id -> public.stylists',
      'public.reviews.author_id -> public.users',
      'public.portfolio_items.stylist_id -> public.stylists',
      'public.billing_customers.user_id -> public.users',
      'auth.sessions.user_id -> auth.users',
      'public.coupon_redemptions.user_id -> public.users',
      'public.invoices.subscription_id -> public.subscriptions',
    ]) {
      expect(before[key], key).toBeGreaterThan(0)
    }
    expect(filesOf(user.id)).toHaveLength(4)
    const [{ paid }] = await sql<
      { paid: number }[]
    >`select sum(amount_paid_cents)::int as paid from public.invoices where id = any(${invoices})`
    expect(paid).toBe(450)

    expect(await remove(user)).toEqual({ status: 200, body: { id: user.id } })

    const after = await referencing(sql, { user: user.id, stylist: stylistId, subscriptions })
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([])
    expect(await sql`select 1 from auth.users where id = ${user.id}`).toEqual([])
    expect(filesOf(user.id)).toEqual([])
    // Revenue stays (the admin's total does not drop), coupon history stays, without the user.
    expect(
      await sql`select user_id, subscription_id, amount_paid_cents from public.invoices where id = any(${invoices})`,
    ).toEqual([{ user_id: null, subscription_id: null, amount_paid_cents: 450 }])
    expect(
      await sql`select r.user_id, r.subscription_id, c.current_uses from public.coupon_redemptions r join public.coupons c on c.id = r.coupon_id where c.code = ${code}`,
    ).toEqual([{ user_id: null, subscription_id: null, current_uses: 1 }])
    expect(await sql`select user_id from public.contact_messages where email = ${user.email}`).toEqual([
      { user_id: null },
    ])
    expect(
      await sql`select user_id from public.analytics_events where search_term = 'balayage' and user_id is null limit 1`,
    ).toHaveLength(1)
    // The other stylist's rating no longer counts the deleted user's review.
    expect(await sql`select review_count, rating_average from public.stylists where id = ${other}`).toEqual([
      { review_count: 0, rating_average: null },
    ])
    expect(
      await sql`select admin_id, action, target_type, notes from public.admin_audit_log where target_id = ${user.id}`,
    ).toEqual([{ admin_id: admin.id, action: 'user.delete', target_type: 'user', notes: user.email }])
    // Their token no longer signs anyone in; the profile is gone from the public site.
    expect((await call(t.app, user, 'GET', '/api/auth/user')).status).toBe(401)
    expect((await call(t.app, null, 'GET', `/api/stylists/${stylistId}`)).status).toBe(404)
    expect(await remove(user)).toEqual({ status: 404, body: { message: 'User not found' } })
  })

  it('will not let an admin delete themself; 404 for an unknown user, 400 for a malformed id', async () => {
    expect(await remove(admin)).toEqual({ status: 409, body: { message: 'You cannot delete your own account' } })
    expect(await sql`select 1 from public.users where id = ${admin.id}`).toHaveLength(1)
    expect(await remove({ id: '0b5e3c8e-1f7a-4c2e-9d0b-7a1f2e3d4c5b' })).toEqual({
      status: 404,
      body: { message: 'User not found' },
    })
    expect((await remove({ id: 'not-a-uuid' })).status).toBe(400)
  })

  it('keeps what a deleted admin did in the audit log, under their email', async () => {
    const other = await signedInUser(sql, t.deps, { isAdmin: true })
    const [coupon] = await sql<{ id: number }[]>`
      insert into public.coupons (code, name, type, value, valid_from, valid_until)
      values (${`AUD${Date.now().toString(36).toUpperCase()}`}, 'Audit', 'percentage', 5, now(), now() + interval '1 day') returning id`
    expect((await call(t.app, other, 'PATCH', `/api/admin/coupons/${coupon.id}`, { isActive: false })).status).toBe(200)
    expect((await remove(other)).status).toBe(200)
    expect(
      await sql`select admin_id, admin_email, action from public.admin_audit_log where target_type = 'coupon' and target_id = ${String(coupon.id)}`,
    ).toEqual([{ admin_id: null, admin_email: other.email, action: 'coupon.update' }])
  })

  it('refuses while a live Stripe subscription is out of reach (no Stripe settings), changing nothing', async () => {
    const user = await signedInUser(sql, t.deps)
    await sql`
      insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider, provider_subscription_id)
      values (${user.id}, 'monthly', 'active', 500, now() - interval '1 day', now() + interval '29 days', 'stripe', ${'sub_elsewhere_' + user.id})`
    expect(await remove(user)).toEqual({
      status: 409,
      body: {
        message: "This user's subscription is at Stripe, which this server is not set up for: cancel it there first.",
      },
    })
    expect(await sql`select status from public.subscriptions where user_id = ${user.id}`).toEqual([
      { status: 'active' },
    ])
    expect(await sql`select 1 from public.admin_audit_log where target_id = ${user.id}`).toEqual([])
  })
})

describe('DELETE /api/admin/users/:id with Stripe', () => {
  let fake: StripeFake
  let app: ReturnType<typeof createApp>
  let deps: ReturnType<typeof testDeps>
  let stripeAdmin: TestUser
  beforeAll(async () => {
    fake = await StripeFake.start()
    deps = testDeps(sql, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: fake.url,
      STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
      STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
    })
    app = createApp(deps)
    stripeAdmin = await signedInUser(sql, deps, { isAdmin: true })
  })
  afterAll(() => fake.close())

  async function subscriber() {
    const user = await signedInUser(sql, deps)
    const res = await call(app, user, 'POST', '/api/complete-signup', {
      planType: 'monthly',
      paymentMethodId: 'pm_card_visa',
      couponCode: null,
    })
    expect(res.status).toBe(200)
    const [row] = await sql<
      { provider_subscription_id: string }[]
    >`select provider_subscription_id from public.subscriptions where user_id = ${user.id}`
    return { user, subscriptionId: row.provider_subscription_id }
  }

  it('cancels the subscription at Stripe now, keyed, before the account goes, then deletes the customer', async () => {
    const { user, subscriptionId } = await subscriber()
    const [{ customerOf }] = await sql<{ customerOf: string }[]>`
      select provider_customer_id as "customerOf" from public.billing_customers where user_id = ${user.id}`
    expect(fake.account.customers.has(customerOf)).toBe(true)
    const from = fake.requests.length
    expect(await call(app, stripeAdmin, 'DELETE', `/api/admin/users/${user.id}`, undefined)).toEqual({
      status: 200,
      body: { id: user.id },
    })
    const writes = fake.requests.slice(from).filter((r) => r.method !== 'GET')
    expect(writes.map((r) => [r.method, r.path, r.status])).toEqual([
      ['DELETE', `/v1/subscriptions/${subscriptionId}`, 200],
      // After the commit: the customer and the cards it holds.
      ['DELETE', `/v1/customers/${customerOf}`, 200],
    ])
    expect(writes[0].idempotencyKey).toBe(`cancel-now:${subscriptionId}`)
    expect(fake.account.customers.has(customerOf)).toBe(false)
    expect(fake.account.subscription(subscriptionId)).toMatchObject({ status: 'canceled', endedAt: expect.any(Number) })
    expect(await sql`select 1 from public.subscriptions where provider_subscription_id = ${subscriptionId}`).toEqual([])
  })

  it('goes ahead when Stripe had already ended the subscription (its webhook not applied yet)', async () => {
    const { user, subscriptionId } = await subscriber()
    fake.account.cancelSubscription(subscriptionId, null)
    expect((await call(app, stripeAdmin, 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(200)
    expect(await sql`select 1 from public.users where id = ${user.id}`).toEqual([])
  })

  it('calls Stripe for nothing when the live subscription is an embedded one', async () => {
    const user = await signedInUser(sql, deps)
    await createStylist(sql, user.id)
    const from = fake.requests.length
    expect((await call(app, stripeAdmin, 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(200)
    expect(fake.requests.slice(from)).toEqual([])
    expect(await sql`select 1 from public.subscriptions where user_id = ${user.id}`).toEqual([])
  })
})
