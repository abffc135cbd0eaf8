import { expect, it } from 'vitest'
import type { Sql } from '../../src/db/client.ts'
import { createStylist, createUser } from '../database.ts'
import { timedGet, until, type Sample } from './probe.ts'
import type { ThrowawayPostgres } from './throwaway-postgres.ts'

// What the API must do when its database is in trouble, whichever runtime serves it: the Node
// server (database-outage.test.ts) and the Edge Function under Deno (../edge/edge-outage.edge.ts)
// run these same checks against a PostgreSQL server of the test's own.

export const tooLong = 'The service took too long to answer. Please try again in a few seconds.'

/** The API under test: where it listens, whether its process still runs, what it printed. */
export interface Target {
  origin: string
  running(): boolean
  output(): string
}

export type Paths = Record<'health' | 'search' | 'profile' | 'directory', string>

/** A listed stylist and the public pages that read the database. */
export async function outagePaths(sql: Sql): Promise<Paths> {
  const stylist = await createStylist(sql, (await createUser(sql)).id)
  return {
    health: '/api/health',
    search: '/api/stylists/search?location=Austin%2C+TX&lat=30.27&lng=-97.74&distance=25',
    profile: `/api/stylists/${stylist.id}`,
    directory: '/api/directory/states/TX/cities',
  }
}

export async function expectAllPagesServed(target: Target, paths: Paths): Promise<void> {
  for (const path of Object.values(paths)) expect((await timedGet(target.origin, path)).status, path).toBe(200)
}

/** How many statements are waiting for a lock on public.stylists. */
async function waitingOnStylists(sql: Sql): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
     where not l.granted and c.relname = 'stylists'`
  return n
}

/**
 * Every connection of the target's pool (`pool` of them) stuck behind a table lock: an extra request
 * answers 503 with Retry-After at once (the queue wait is 500 ms), the stuck ones 503 at their 5 s
 * deadline, and all is served again once the lock ends.
 */
export async function expectBusyPoolAnswers503(target: Target, sql: Sql, pool: number, paths: Paths): Promise<void> {
  let unlock!: () => void
  const unlocked = new Promise<void>((resolve) => (unlock = resolve))
  let locked!: () => void
  const isLocked = new Promise<void>((resolve) => (locked = resolve))
  const holder = sql.begin(async (tx) => {
    await tx`lock table public.stylists in access exclusive mode`
    locked()
    await unlocked
  })
  await isLocked
  // One request per connection, each stuck behind the lock: the pool is exhausted.
  let pending = pool
  const stuck = Array.from({ length: pool }, () => timedGet(target.origin, paths.profile).finally(() => pending--))
  await until('every connection waits on the lock', async () => (await waitingOnStylists(sql)) === pool)

  const extra = await timedGet(target.origin, paths.search)
  expect(pending, 'the extra request was answered while the pool was still held').toBe(pool)
  expect(extra).toMatchObject({
    status: 503,
    retryAfter: '2',
    message: 'The service is busy. Please try again in a moment.',
  })
  const health = await timedGet(target.origin, paths.health)
  expect(health).toMatchObject({ status: 503, retryAfter: '2' })

  // Still stuck at their deadline (5 s): 503 too, not a hang; their work goes on until the lock ends.
  for (const res of await Promise.all(stuck))
    expect(res).toMatchObject({ status: 503, retryAfter: '5', message: tooLong })
  unlock()
  await holder
  await until('the permits are back', async () => (await timedGet(target.origin, paths.health)).status === 200, 30_000)
  expect((await timedGet(target.origin, paths.search)).status).toBe(200)
  expect(target.running()).toBe(true)
}

/**
 * Six clients read every page while the database stops and starts again: only 200s and 503s with
 * Retry-After, no hang, no crash, and recovery without a restart of the target.
 */
export async function expectRestartSurvived(target: Target, pg: ThrowawayPostgres, paths: Paths): Promise<void> {
  const samples: (Sample & { phase: 'up' | 'down' | 'back' })[] = []
  let phase: 'up' | 'down' | 'back' = 'up'
  let running = true
  const all = Object.values(paths)
  const clients = Array.from({ length: 6 }, async (_, i) => {
    for (let n = i; running; n++) samples.push({ ...(await timedGet(target.origin, all[n % all.length])), phase })
  })
  const summary = () =>
    JSON.stringify(
      samples.reduce<Record<string, number>>((acc, s) => {
        const k = `${s.phase} ${s.path.slice(0, 20)} ${s.status} ${s.message}`
        acc[k] = (acc[k] ?? 0) + 1
        return acc
      }, {}),
      null,
      1,
    )
  const count = (p: typeof phase, status: number, path?: string) =>
    samples.filter((s) => s.phase === p && s.status === status && (!path || s.path === path)).length
  const explain = (e: Error) => {
    throw new Error(`${e.message}: ${summary()}\n${target.output().slice(-3000)}`)
  }

  try {
    await until('traffic flows', () => count('up', 200) >= 20)
    await pg.stop()
    phase = 'down'
    await until(
      'every page has answered 503 during the outage',
      () => all.every((path) => count('down', 503, path) >= 3),
      30_000,
    ).catch(explain)
    await pg.start()
    phase = 'back'
    await until('every page answers 200 again', () => all.every((path) => count('back', 200, path) >= 3)).catch(explain)
  } finally {
    running = false
    await Promise.all(clients)
  }

  // The same process served before, during and after: no crash, no restart.
  expect(target.running()).toBe(true)
  expect(target.output()).not.toMatch(/Unhandled|uncaught/i)
  // Only 200 or 503 (a hang past 15 s or a dropped connection would be status 0), and every 503
  // tells the client when to retry.
  expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([])
  expect(samples.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([])
  // Failing fast, reconnecting at once: no request ran into its deadline (postgres.js's default
  // reconnect back-off of up to 20 s would make them, db/client.ts).
  expect(samples.filter((s) => s.message === tooLong)).toEqual([])
  const down = samples.filter((s) => s.phase === 'down')
  expect(down.filter((s) => s.status === 503).length).toBeGreaterThan(down.length / 2)
}

/** What a runtime's outage test has set up by the time its cases run. */
export interface OutageWorld {
  target: Target
  sql: Sql
  pg: ThrowawayPostgres
  paths: Paths
}

/** The three cases, declared once for both runtimes; `world` is read when each case runs. */
export function outageCases(world: () => OutageWorld, pool: number): void {
  it('answers every page 200 while the database is well', () => expectAllPagesServed(world().target, world().paths))

  it(
    'answers 503 with Retry-After when every connection stays busy past the wait, and serves again after',
    () => expectBusyPoolAnswers503(world().target, world().sql, pool, world().paths),
    120_000,
  )

  it(
    'answers 503 with Retry-After during a restart of the database, never hangs or crashes, and recovers by itself',
    () => expectRestartSurvived(world().target, world().pg, world().paths),
    180_000,
  )
}
