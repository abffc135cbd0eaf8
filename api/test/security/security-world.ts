import { randomUUID } from 'node:crypto'
import { issueAccessToken } from '../../src/adapters/identity/access-token.ts'
import { createApp } from '../../src/app.ts'
import type { Sql } from '../../src/db/client.ts'
import { RateLimiter } from '../../src/lib/rate-limit.ts'
import { storageFiles } from '../../src/node/static-assets.ts'
import {
  dashboardTestApp,
  images,
  stylistWithProfile,
  upload,
  type DashboardTestApp,
} from '../fixtures/dashboard.fixtures.ts'
import { call, confirmCard, type TestUser } from '../billing.ts'
import { createStylist, createUser } from '../database.ts'
import { signedInUser } from '../identity.ts'

/** The callers every route is tried as. */
export const ROLES = ['anon', 'client', 'stylistA', 'stylistB', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * The marketplace the security tests run against, built through the API like a real one: a client
 * (an account, nothing else), stylists A and B (subscribed, with a profile, a service, specialties,
 * a portfolio image), an admin. A's things are "own" for A and "another's" for everyone else.
 */
export async function buildWorld(sql: Sql) {
  // Abuse limits are not what these tests look at: a hundred times the limits keeps them out of the way.
  const base = dashboardTestApp(sql)
  const deps = { ...base.deps, limiter: new RateLimiter(sql, { factor: 100, namespace: randomUUID() }) }
  const t: DashboardTestApp = { ...base, deps, app: createApp(deps, { assets: [storageFiles(base.storageDir)] }) }
  const stylist = async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const service = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      name: 'Silk Press',
      price: 80,
    })
    await call(t.app, user, 'POST', '/api/firebase/specialties', { stylistId: profile.id, specialtyIds: [1, 2] })
    const photo = await upload(t, user, 'portfolio', await png())
    const item = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
      stylistId: profile.id,
      imageUrl: photo.text,
    })
    if (service.status !== 201 || item.status !== 201)
      throw new Error(`stylist set-up: ${service.status} ${item.status}`)
    return {
      user,
      stylistId: profile.id,
      serviceId: service.body.id as number,
      itemId: item.body.id as number,
      imageUrl: photo.text,
    }
  }
  const a = await stylist()
  const b = await stylist()
  const users: Record<Exclude<Role, 'anon'>, TestUser> = {
    client: await signedInUser(sql, t.deps),
    stylistA: a.user,
    stylistB: b.user,
    admin: await signedInUser(sql, t.deps, { isAdmin: true }),
  }
  return { sql, t, a, b, users, ...helpers(sql, t, a) }
}
export type World = Awaited<ReturnType<typeof buildWorld>>

export async function png() {
  return { bytes: await images.png(400, 300), name: 'photo.png', type: 'image/png' }
}

/** Fresh things for one request, so that a permitted write never spoils the next case. */
function helpers(sql: Sql, t: DashboardTestApp, a: { stylistId: number; user: TestUser }) {
  return {
    /** Another signed-in session of the same account (for sign-out, which ends it). */
    async newSession(user: TestUser): Promise<TestUser> {
      const sessionId = randomUUID()
      await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${user.id})`
      const identity = t.deps.identity
      if (identity.mode !== 'embedded') throw new Error('embedded issuer only')
      const { token } = await issueAccessToken(
        identity,
        { id: user.id, email: user.email, app_metadata: {}, user_metadata: {} },
        sessionId,
        'password',
      )
      return { ...user, sessionId, token, headers: { authorization: `Bearer ${token}` } }
    },
    freshClient: () => signedInUser(sql, t.deps),
    /** A user for the admin to delete. */
    victim: () => createUser(sql),
    async pendingStylist() {
      const owner = await createUser(sql)
      return (await createStylist(sql, owner.id, { verification: 'pending' })).id
    },
    async coupon(): Promise<{ id: number; code: string }> {
      const code = `SEC${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
      const [row] = await sql<{ id: number }[]>`
        insert into public.coupons (code, name, type, value, valid_from, valid_until)
        values (${code}, 'Security test', 'percentage', 10, now() - interval '1 day', now() + interval '1 year') returning id`
      return { id: row.id, code }
    },
    /** A fresh review of A by a new client, reported once when `reported`. */
    async reviewOfA(reported = false): Promise<number> {
      const author = await createUser(sql)
      const [row] = await sql<{ id: number }[]>`
        insert into public.reviews (stylist_id, author_id, rating, comment) values (${a.stylistId}, ${author.id}, 2, 'Meh.') returning id`
      if (reported)
        await sql`insert into public.review_reports (review_id, reporter_id, reason) values (${row.id}, ${author.id}, 'spam')`
      return Number(row.id)
    },
    async supportMessage(): Promise<number> {
      const [row] = await sql<{ id: number }[]>`
        insert into public.contact_messages (name, email, subject, message) values ('Sam', 'sam@test.example', 'Hi', 'Hello there') returning id`
      return row.id
    },
    async serviceOfA(): Promise<number> {
      const [row] = await sql<{ id: number }[]>`
        insert into public.services (stylist_id, name, price_cents, duration_minutes) values (${a.stylistId}, 'Trim', 3000, 30) returning id`
      return row.id
    },
    async portfolioItemOfA(): Promise<number> {
      const photo = await upload(t, a.user, 'portfolio', await png())
      const item = await call(t.app, a.user, 'POST', '/api/firebase/portfolio', {
        stylistId: a.stylistId,
        imageUrl: photo.text,
      })
      if (item.status !== 201) throw new Error(`portfolio item: ${item.status} ${JSON.stringify(item.body)}`)
      return item.body.id as number
    },
    async setupIntent(user: TestUser): Promise<string> {
      const res = await call(t.app, user, 'POST', '/api/stripe/create-setup-intent')
      if (res.status !== 200) throw new Error(`setup intent: ${res.status}`)
      return res.body.clientSecret as string
    },
    async card(user: TestUser): Promise<string> {
      const res = await confirmCard(t.app, user)
      if (res.status !== 200) throw new Error(`card: ${res.status}`)
      return res.body.paymentMethodId as string
    },
    async uploadAs(user: TestUser, kind: 'profile' | 'portfolio'): Promise<string> {
      const res = await upload(t, user, kind, await png())
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`)
      return res.text
    },
  }
}
