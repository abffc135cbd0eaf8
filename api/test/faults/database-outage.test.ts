import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, type Sql } from '../../src/db/client.ts'
import { createStylist, createUser } from '../database.ts'
import { timedGet, until, type Sample } from './probe.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

// The real Node server against a PostgreSQL server of the test's own, which the test locks up,
// stops and restarts: the shared test database is never touched, so this runs the same way in the
// PGlite and the PostgreSQL run.

const POOL = 3
const tooLong = 'The service took too long to answer. Please try again in a few seconds.'
let pg: ThrowawayPostgres
let server: ServerProcess
let sql: Sql
let paths: { health: string; search: string; profile: string; directory: string }

beforeAll(async () => {
  pg = await startThrowawayPostgres()
  server = await startServer({
    DATABASE_URL: pg.url, DB_POOL_SIZE: String(POOL), DB_QUEUE_WAIT_MS: '500', DB_REQUEST_TIMEOUT_MS: '5000',
  })
  sql = connect(pg.url, { max: 2 })
  const user = await createUser(sql)
  const stylist = await createStylist(sql, user.id)
  paths = {
    health: '/api/health',
    search: '/api/stylists/search?location=Austin%2C+TX&lat=30.27&lng=-97.74&distance=25',
    profile: `/api/stylists/${stylist.id}`,
    directory: '/api/directory/states/TX/cities',
  }
}, 300_000)

afterAll(async () => {
  await sql?.end({ timeout: 1 })
  await server?.stop()
  await pg?.remove()
})

/** How many statements are waiting for a lock on public.stylists. */
async function waitingOnStylists(): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
     where not l.granted and c.relname = 'stylists'`
  return n
}

describe('the server when the database is in trouble', () => {
  it('answers every page 200 while the database is well', async () => {
    for (const path of Object.values(paths)) expect((await timedGet(server.origin, path)).status, path).toBe(200)
  })

  it('answers 503 with Retry-After when every connection stays busy past the wait, and serves again after', async () => {
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
    let pending = POOL
    const stuck = Array.from({ length: POOL }, () => timedGet(server.origin, paths.profile).finally(() => pending--))
    await until('every connection waits on the lock', async () => (await waitingOnStylists()) === POOL)

    const extra = await timedGet(server.origin, paths.search)
    expect(pending, 'the extra request was answered while the pool was still held').toBe(POOL)
    expect(extra).toMatchObject({ status: 503, retryAfter: '2', message: 'The service is busy. Please try again in a moment.' })
    const health = await timedGet(server.origin, paths.health)
    expect(health).toMatchObject({ status: 503, retryAfter: '2' })

    // Still stuck at their deadline (5 s): 503 too, not a hang; their work goes on until the lock ends.
    for (const res of await Promise.all(stuck)) expect(res).toMatchObject({ status: 503, retryAfter: '5', message: tooLong })
    unlock()
    await holder
    await until('the permits are back', async () => (await timedGet(server.origin, paths.health)).status === 200, 30_000)
    expect((await timedGet(server.origin, paths.search)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  }, 120_000)

  it('answers 503 with Retry-After during a restart of the database, never hangs or crashes, and recovers by itself', async () => {
    const samples: (Sample & { phase: 'up' | 'down' | 'back' })[] = []
    let phase: 'up' | 'down' | 'back' = 'up'
    let running = true
    const all = Object.values(paths)
    const clients = Array.from({ length: 6 }, async (_, i) => {
      for (let n = i; running; n++) samples.push({ ...(await timedGet(server.origin, all[n % all.length])), phase })
    })
    const summary = () => JSON.stringify(samples.reduce<Record<string, number>>((acc, s) => {
      const k = `${s.phase} ${s.path.slice(0, 20)} ${s.status} ${s.message}`
      acc[k] = (acc[k] ?? 0) + 1
      return acc
    }, {}), null, 1)
    const count = (p: typeof phase, status: number, path?: string) =>
      samples.filter((s) => s.phase === p && s.status === status && (!path || s.path === path)).length

    await until('traffic flows', () => count('up', 200) >= 20)
    await pg.stop()
    phase = 'down'
    await until('every page has answered 503 during the outage', () => all.every((path) => count('down', 503, path) >= 3), 30_000)
      .catch((e: Error) => { throw new Error(`${e.message}: ${summary()}\n${server.output().slice(-3000)}`) })
    await pg.start()
    phase = 'back'
    await until('every page answers 200 again', () => all.every((path) => count('back', 200, path) >= 3))
    running = false
    await Promise.all(clients)

    // The same process served before, during and after: no crash, no restart.
    expect(server.child.exitCode).toBeNull()
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i)
    // Only 200 or 503 (a hang past 15 s or a dropped connection would be status 0), and every 503
    // tells the client when to retry.
    expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([])
    expect(samples.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([])
    // Failing fast, reconnecting at once: no request ran into its deadline (postgres.js's default
    // reconnect back-off of up to 20 s would make them, db/client.ts).
    expect(samples.filter((s) => s.message === tooLong)).toEqual([])
    const down = samples.filter((s) => s.phase === 'down')
    expect(down.filter((s) => s.status === 503).length).toBeGreaterThan(down.length / 2)
  }, 180_000)
})
