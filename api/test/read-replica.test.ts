import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { connect } from '../src/db/client.ts'
import { refreshDirectoryCounts } from '../src/features/directory/directory-refresh.ts'
import { isDatabaseUnavailable } from '../src/lib/db-unavailable.ts'
import { testDeps, testReadPool } from './app.ts'
import { createStylist, createUser, testDatabase, testDatabaseUrl } from './database.ts'
import { waitForReplica } from './replica.ts'

// Anonymous public reads go through deps.readSql (a replica's pool when DATABASE_READ_URL is set);
// writes and everything else through deps.sql. scripts/ci-replica.sh runs this with TEST_READ_PORT.
const sql = testDatabase()

describe('the read pool', () => {
  it('is a streaming replica of the test database exactly when the run asks for one', async () => {
    const read = testDeps(sql).readSql
    if (!process.env.TEST_READ_PORT) {
      expect(read).toBeUndefined()
      return
    }
    // Without this the replica run could pass while every read went to the primary.
    expect(read).toBeDefined()
    const [replica] = await read!<{ standby: boolean; db: string }[]>`
      select pg_is_in_recovery() as standby, current_database() as db`
    const [primary] = await sql<{ standby: boolean; db: string }[]>`
      select pg_is_in_recovery() as standby, current_database() as db`
    expect(replica).toEqual({ standby: true, db: primary.db })
    expect(primary.standby).toBe(false)
  })

  it('serves search, featured, profiles, directory and sitemaps; writes stay on the main pool', async () => {
    // A main pool that is already closed: anything that used it would fail (503), so each 200
    // below was read through the read pool, and the support form's 503 shows writes never are.
    const closed = connect(testDatabaseUrl(), { max: 1 })
    await closed.end()
    // Without a replica, the test's own connection (PGlite takes one connection at a time).
    const read = testReadPool() ?? sql
    const app = createApp({ ...testDeps(sql), sql: closed, readSql: read })

    const user = await createUser(sql)
    const { id } = await createStylist(sql, user.id)
    const [lat, lng] = [46 + Math.random(), -119 - Math.random()]
    const city = `Replicaville ${randomUUID().slice(0, 6)}`
    await sql`update public.stylists set state = 'QR', city = ${city},
      location = extensions.st_setsrid(extensions.st_makepoint(${lng}, ${lat}), 4326)::extensions.geography
      where id = ${id}`
    await refreshDirectoryCounts(sql)
    if (testReadPool()) await waitForReplica(sql, read)

    const search = await app.request(`/api/stylists/search?lat=${lat}&lng=${lng}&distance=1`)
    expect(search.status).toBe(200)
    expect(((await search.json()) as { stylists: { id: number }[] }).stylists.map((s) => s.id)).toEqual([id])
    expect((await app.request('/api/stylists/featured')).status).toBe(200)
    expect((await app.request('/api/specialties')).status).toBe(200)
    expect((await app.request(`/api/stylists/${id}`)).status).toBe(200)
    expect(await (await app.request('/api/directory/states')).json()).toContainEqual({ state: 'QR', count: 1 })
    const cities = await app.request('/api/directory/states/QR/cities')
    expect(await cities.json()).toContainEqual({ city, count: 1 })
    expect((await app.request(`/api/directory/states/QR/cities/${encodeURIComponent(city)}/stylists`)).status).toBe(200)
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/stylists-1.xml'])
      expect((await app.request(path)).status, path).toBe(200)

    const write = await app.request('/api/support/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rita', email: 'rita@test.example', subject: 'Hi', message: 'Hello' }),
    })
    expect(write.status).toBe(503)
  })

  // Only a run with a replica has one to cancel a read (scripts/ci-replica.sh sets its delay to 2 s).
  if (process.env.TEST_READ_PORT)
    it('counts a read the replica cancels to replay the primary as "unavailable" (503, Retry-After)', async () => {
      const read = testReadPool()!
      const table = `replica_conflict_${randomUUID().slice(0, 8)}`
      // One row: pg_sleep in the select list runs once per row, while the read holds the table's lock.
      await sql.unsafe(`create table public.${table} (x int)`)
      await sql.unsafe(`insert into public.${table} values (1)`)
      await waitForReplica(sql, read)
      const slow = read.unsafe(`select x, pg_sleep(20) from public.${table}`).catch((error: unknown) => error)
      // The replica's read holds its lock before the primary drops the table.
      for (let poll = 0; ; poll++) {
        const [row] = await read<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where state = 'active' and query like ${`%pg_sleep(20) from public.${table}%`}
            and pid <> pg_backend_pid()`
        if (row.n > 0) break
        if (poll === 1_000) throw new Error('The slow read never started on the replica')
      }
      await sql.unsafe(`drop table public.${table}`)
      const error = await slow
      expect(error).toMatchObject({ code: '40001' })
      expect(isDatabaseUnavailable(error)).toBe(true)
    })
})
