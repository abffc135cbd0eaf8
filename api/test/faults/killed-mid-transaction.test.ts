import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueAccessToken } from '../../src/adapters/identity/access-token.ts'
import { createIdentity } from '../../src/adapters/identity/identity.ts'
import { connect, type Sql } from '../../src/db/client.ts'
import { loadEnv } from '../../src/env.ts'
import { profileForm } from '../fixtures/dashboard.fixtures.ts'
import { createStylist, createUser } from '../database.ts'
import { until } from './probe.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

// A server process killed (SIGKILL: no clean-up of any kind) while complete-signup and a profile
// save are inside their transactions, after their first writes. The test pauses them there by
// holding locks on the tables they write last. The database must show nothing of either, and the
// retries on a new server must then succeed exactly once. A PostgreSQL server of the test's own:
// the server process must reach the same database as the test, which PGlite's one connection
// cannot give, and the shared test server is never touched.

// Both servers (and the test, which signs the tokens) share the issuer's secret and name.
const issuerSettings = { AUTH_JWT_SECRET: randomBytes(32).toString('base64url'), PUBLIC_URL: 'http://chairside.test' }
const settings = () => ({ DATABASE_URL: pg.url, ...issuerSettings })
const identity = createIdentity(loadEnv(issuerSettings))
let pg: ThrowawayPostgres
let sql: Sql
let first: ServerProcess
let second: ServerProcess | undefined

beforeAll(async () => {
  pg = await startThrowawayPostgres()
  first = await startServer(settings()) // migrates the new database
  sql = connect(pg.url, { max: 3 })
}, 300_000)

afterAll(async () => {
  await sql?.end({ timeout: 1 })
  await first?.stop('SIGKILL')
  await second?.stop()
  await pg?.remove()
})

async function signedIn(userId?: string) {
  const user = userId
    ? {
        id: userId,
        email: (await sql<{ email: string }[]>`select email from auth.users where id = ${userId}`)[0].email,
      }
    : await createUser(sql)
  const sessionId = randomUUID()
  await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${user.id})`
  if (identity.mode !== 'embedded') throw new Error('needs the embedded issuer')
  const { token } = await issueAccessToken(
    identity,
    { id: user.id, email: user.email, app_metadata: {}, user_metadata: {} },
    sessionId,
    'password',
  )
  return { id: user.id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }
}

const post = (server: ServerProcess, path: string, headers: Record<string, string>, body: unknown) =>
  fetch(server.origin + path, { method: 'POST', headers, body: JSON.stringify(body) })

async function signupState(userId: string, code: string) {
  const [row] = await sql<Record<string, number>[]>`
    select (select count(*)::int from public.subscriptions where user_id = ${userId}) as subscriptions,
           (select count(*)::int from public.invoices where user_id = ${userId}) as invoices,
           (select count(*)::int from public.coupon_redemptions where user_id = ${userId}) as redemptions,
           (select count(*)::int from public.analytics_events where user_id = ${userId} and event_type = 'subscription') as events,
           (select current_uses from public.coupons where code = ${code}) as couponUses`
  return row
}

async function profileState(stylistId: number) {
  const [row] = await sql<{ name: string; hours: string }[]>`
    select s.stylist_name as name,
           (select string_agg(day_of_week || ' ' || opens_at || '-' || closes_at, ', ' order by day_of_week, opens_at)
              from public.working_hours w where w.stylist_id = s.id) as hours
      from public.stylists s where s.id = ${stylistId}`
  return row
}

/** The backends waiting for a lock on `table`, with the locks they already hold. */
async function waitingOn(table: string) {
  return sql<{ pid: number; holds: string[] }[]>`
    select l.pid, array(select h.mode || ' ' || h.relation::regclass::text from pg_locks h
                         where h.pid = l.pid and h.granted and h.relation is not null order by 1) as holds
      from pg_locks l where not l.granted and l.relation = ${'public.' + table}::regclass`
}

describe('a server killed in the middle of a transaction', () => {
  it('leaves no half-written signup or profile save, and the retries then succeed once', async () => {
    const code = `K${randomUUID().slice(0, 8).toUpperCase()}`
    await sql`
      insert into public.coupons (code, name, type, value, duration_months, max_uses, valid_from, valid_until)
      values (${code}, 'Kill test', 'free', 0, 3, 1, '2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z')`
    const registering = await signedIn()
    const stylistUser = await createUser(sql)
    const stylist = await createStylist(sql, stylistUser.id)
    await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values (${stylist.id}, 1, '09:00', '17:00')`
    const saving = await signedIn(stylistUser.id)
    const before = await profileState(stylist.id)
    const signup = { planType: 'monthly', paymentMethodId: null, couponCode: code }
    const form = profileForm({
      stylistName: 'Renamed Mid-Save',
      workingHours: [{ dayOfWeek: 2, opensAt: '10:00', closesAt: '18:00' }],
    })

    // The tables each transaction writes last, locked against writers until the server is dead.
    let unlock!: () => void
    const unlocked = new Promise<void>((resolve) => (unlock = resolve))
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holder = sql.begin(async (tx) => {
      await tx`lock table public.analytics_events, public.working_hours in share mode`
      locked()
      await unlocked
    })
    holder.catch(() => {}) // awaited below; when the test fails first, afterAll ends its connection
    await isLocked
    const answers = [
      post(first, '/api/complete-signup', registering.headers, signup).then(
        (r) => r.status,
        () => 'no answer',
      ),
      post(first, '/api/firebase/stylists', saving.headers, form).then(
        (r) => r.status,
        () => 'no answer',
      ),
    ]
    let signupWaiter: { pid: number; holds: string[] } | undefined
    let saveWaiter: { pid: number; holds: string[] } | undefined
    await until('both transactions wait on the locked tables', async () => {
      ;[signupWaiter] = await waitingOn('analytics_events')
      ;[saveWaiter] = await waitingOn('working_hours')
      return Boolean(signupWaiter && saveWaiter)
    }).catch(async (error: Error) => {
      const waits = await sql`select l.pid, l.mode, l.relation::regclass::text as rel, a.query from pg_locks l
        join pg_stat_activity a on a.pid = l.pid where not l.granted`
      const settled = await Promise.race([
        Promise.all(answers),
        new Promise((r) => setTimeout(() => r('pending'), 100)),
      ])
      throw new Error(`${error.message}: ${JSON.stringify({ waits, settled })}\n${first.output().slice(-2000)}`)
    })
    // Mid-transaction indeed: the signup has counted the coupon use and inserted the subscription,
    // the save has updated the profile row.
    expect(signupWaiter!.holds).toEqual(
      expect.arrayContaining(['RowExclusiveLock coupons', 'RowExclusiveLock subscriptions']),
    )
    expect(saveWaiter!.holds).toContain('RowExclusiveLock stylists')

    await first.stop('SIGKILL')
    expect(await Promise.all(answers)).toEqual(['no answer', 'no answer'])
    unlock()
    await holder
    // Each backend finds its client gone once its statement can run, and rolls back.
    const pids = [signupWaiter!.pid, saveWaiter!.pid]
    await until(
      "the killed server's sessions have ended",
      async () => (await sql`select 1 from pg_stat_activity where pid = any(${pids})`).length === 0,
    )

    expect(await signupState(registering.id, code)).toEqual({
      subscriptions: 0,
      invoices: 0,
      redemptions: 0,
      events: 0,
      couponuses: 0,
    })
    expect(await profileState(stylist.id)).toEqual(before)

    second = await startServer(settings())
    const retried = await post(second, '/api/complete-signup', registering.headers, signup)
    expect(retried.status).toBe(200)
    const { subscription } = (await retried.json()) as { subscription: { status: string } }
    expect(subscription.status).toBe('trialing')
    const again = await post(second, '/api/complete-signup', registering.headers, signup)
    expect(again.status).toBe(200)
    // Once, not twice (a free trial has no invoice).
    expect(await signupState(registering.id, code)).toEqual({
      subscriptions: 1,
      invoices: 0,
      redemptions: 1,
      events: 1,
      couponuses: 1,
    })

    expect((await post(second, '/api/firebase/stylists', saving.headers, form)).status).toBe(200)
    expect(await profileState(stylist.id)).toEqual({ name: 'Renamed Mid-Save', hours: '2 10:00:00-18:00:00' })
  }, 300_000)
})
