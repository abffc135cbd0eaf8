import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { analyticsEventSchema } from '@marketplace/domain/contract/admin.ts'
import { publicConfigSchema } from '@marketplace/domain/contract/config.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { identityTestApp, signedInUser, supabaseClient } from '../../../test/identity.ts'

// Every new account is one `signup` analytics event, recorded by the database where accounts are
// made (the auth.users trigger): by the embedded issuer, and by Supabase Auth in production.
const sql = testDatabase()
const { app, deps } = identityTestApp(sql)
const made: string[] = []
// The accounts go, and their events with them (a deleted user's events would stay, one dated ahead).
afterAll(async () => {
  await sql`delete from public.analytics_events where user_id = any(${made}::uuid[])`
  await sql`delete from auth.users where id = any(${made}::uuid[])`
})

/** An account as Supabase Auth (GoTrue) writes it: a row in auth.users, made `daysAhead` from now. */
async function gotrueAccount(provider: string, daysAhead = 0): Promise<string> {
  const id = randomUUID()
  made.push(id)
  await sql`
    insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, created_at)
    values (${id}, 'authenticated', 'authenticated', ${`${provider}-${id.slice(0, 8)}@test.example`}, now(),
            ${JSON.stringify({ provider, providers: [provider] })}::text::jsonb, now() + make_interval(days => ${daysAhead}))`
  return id
}

const signupEvents = (userId: string) => sql<{ metadata: Record<string, unknown>; created_at: Date }[]>`
  select metadata, created_at from public.analytics_events where event_type = 'signup' and user_id = ${userId}`

describe('signup analytics events', () => {
  it('records one for a sign-up through the embedded issuer; repeated calls add none', async () => {
    const config = publicConfigSchema.parse(await (await app.request('http://localhost/api/config')).json())
    const supabase = supabaseClient(app, config.supabaseAnonKey)
    const email = `signup-${randomUUID().slice(0, 8)}@test.example`
    const signUp = await supabase.auth.signUp({ email, password: 'secret-pass' })
    expect(signUp.error).toBeNull()
    const user = signUp.data.user!
    made.push(user.id)
    const [account] = await sql<{ created_at: Date }[]>`select created_at from auth.users where id = ${user.id}`
    expect(await signupEvents(user.id)).toEqual([{ metadata: { provider: 'email' }, created_at: account.created_at }])

    // The same email again is refused; the sign-in record the browser sends on each sign-in adds nothing.
    expect((await supabase.auth.signUp({ email, password: 'secret-pass' })).error?.message).toBe(
      'User already registered',
    )
    const headers = { authorization: `Bearer ${signUp.data.session!.access_token}`, 'content-type': 'application/json' }
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/api/firebase/users', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, firstName: 'Ada', lastName: null, profileImageUrl: null }),
      })
      expect(res.status).toBe(200)
    }
    expect(await signupEvents(user.id)).toHaveLength(1)
  })

  it('records one for an account Supabase Auth creates (a row in auth.users), and never a second', async () => {
    const id = await gotrueAccount('google')
    expect((await signupEvents(id)).map((e) => e.metadata)).toEqual([{ provider: 'google' }])
    await expect(
      sql.begin((tx) => tx`insert into public.analytics_events (event_type, user_id) values ('signup', ${id})`),
    ).rejects.toMatchObject({ code: '23505', constraint_name: 'analytics_events_one_signup_per_user' })
    await sql`
      insert into public.analytics_events (event_type, user_id) values ('signup', ${id})
      on conflict (user_id) where event_type = 'signup' do nothing`
    expect((await signupEvents(id)).map((e) => e.metadata)).toEqual([{ provider: 'google' }])
  })

  it('shows the admin the sign-up in Recent Activity and counts it in Recent Signups', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    made.push(admin.id)
    const before = (await call(app, admin, 'GET', '/api/admin/stats')).body.recentSignups as number
    // Made 150 years ahead, so that its sign-up is the newest event whatever other test files record meanwhile.
    const id = await gotrueAccount('email', 150 * 366)
    const [event] = await signupEvents(id)
    const res = await call(app, admin, 'GET', '/api/admin/analytics')
    expect(res.status).toBe(200)
    expect(analyticsEventSchema.parse(res.body[0])).toMatchObject({
      eventType: 'signup',
      metadata: { provider: 'email' },
      createdAt: event.created_at.toISOString(),
    })
    const after = (await call(app, admin, 'GET', '/api/admin/stats')).body.recentSignups as number
    expect(after - before).toBeGreaterThanOrEqual(1)
  })
})
