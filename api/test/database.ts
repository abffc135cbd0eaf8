import { randomUUID } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { connect, type Sql } from '../src/db/client.ts'

/**
 * The URL of this worker's database (global-setup.ts): the run's one PostgreSQL database, or on
 * PGlite the instance of this vitest worker (VITEST_POOL_ID counts workers from 1).
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls')
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]
}

/** On PGlite, the one connection of this worker (see testDatabase). */
let workerConnection: Sql | undefined

/**
 * The test run's database (see global-setup.ts), as the owner role: bypasses RLS, for set-up.
 * On PostgreSQL, a connection of the file's own, ended after it. On PGlite, the worker's one
 * connection, kept across its files (they share a module graph: vitest.config.ts): the instance
 * serves one connection at a time, and a file that connected while the last file's connection was
 * still closing, or while the instance was still busy with the last file's work (a 120 s hook that
 * timed out), was reset or timed out (CI, 2026-11-27: CONNECT_TIMEOUT in the next file). On one
 * connection the next file's statements wait their turn instead.
 */
export function testDatabase(): Sql {
  if (inject('databaseKind') === 'pglite') {
    workerConnection ??= connect(testDatabaseUrl(), { max: 1 })
    return workerConnection
  }
  const sql = connect(testDatabaseUrl(), { max: 1 })
  afterAll(() => sql.end({ timeout: 5 }))
  return sql
}

/** A fresh identity account (and, through the trigger, its public.users row). */
export async function createUser(sql: Sql, overrides: { email?: string; isAdmin?: boolean } = {}) {
  const id = randomUUID()
  const email = overrides.email ?? `user-${id.slice(0, 8)}@test.example`
  await sql`insert into auth.users (id, email, aud, role, email_confirmed_at) values (${id}, ${email}, 'authenticated', 'authenticated', now())`
  if (overrides.isAdmin) await sql`update public.users set is_admin = true where id = ${id}`
  return { id, email, claims: { sub: id, role: 'authenticated' as const, email } }
}

/** A complete stylist profile for a user, optionally with an active subscription (listed). */
export async function createStylist(
  sql: Sql,
  userId: string,
  options: { active?: boolean; verification?: 'pending' | 'approved' | 'rejected' | null } = {},
) {
  const [stylist] = await sql<{ id: number }[]>`
    insert into public.stylists (user_id, email, stylist_name, bio, address, city, state, zip_code, location,
      phone, starting_price_cents, verification_status)
    values (${userId}, ${'s-' + userId.slice(0, 8) + '@test.example'}, 'Test Stylist', ${'A'.repeat(120)},
      '1 Main St', 'Austin', 'TX', '78701', extensions.st_setsrid(extensions.st_makepoint(-97.74, 30.27), 4326)::extensions.geography,
      '5125550100', 6000, ${options.verification === undefined ? 'approved' : options.verification})
    returning id`
  if (options.active ?? true) {
    await sql`
      insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider, provider_subscription_id)
      values (${userId}, 'monthly', 'active', 500, now() - interval '1 day', now() + interval '29 days', 'embedded', ${'sub_test_' + userId})`
  }
  return stylist
}
