import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Sql } from '../../src/db/client.ts'
import { createApp } from '../../src/app.ts'
import { createLogger } from '../../src/lib/logger.ts'
import { testDeps } from '../app.ts'
import { createStylist, createUser, testDatabase } from '../database.ts'
import { signedInUser } from '../identity.ts'
import { appRoutes, requestsFor, type FuzzRequest } from './fuzz-routes.ts'
import { ownDatabase } from './own-database.ts'
import { changedTables, tableState } from './table-state.ts'

// Property-based fuzzing of every route: requests derived from each route's zod schemas, mixed with
// hostile values (SQL metacharacters, NUL, odd unicode, megabyte strings, numbers past every edge,
// wrong types, broken JSON, other content types), as an anonymous visitor, a forged token, a
// client, a stylist and an admin. Nothing may answer 5xx, and a refused request (4xx) changes no
// table. FUZZ_RUNS sets the runs per route: by default 30 on PostgreSQL and 10 on PGlite, where
// reading every table around each request is slow and the run is about parity (CI runs both);
// FUZZ_SEED replays a run. The routes are dealt to FUZZ_SHARDS test files (fuzz-1.test.ts, ...), so
// the run's two workers share the fuzzing, the longest part of `npm test`.
export const FUZZ_SHARDS = 3
const RUNS = Number(process.env.FUZZ_RUNS ?? (inject('databaseKind') === 'postgres' ? 30 : 10))
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

/** Fuzzes every FUZZ_SHARDS-th route of the app, starting at the `shard`-th (1-based). */
export function fuzzShard(shard: number) {
  const serverErrors: string[] = []
  // The abuse limits are raised so that the handlers, not the 429s, answer the fuzzer.
  const fuzzDeps = (sql: Sql) => ({
    ...testDeps(sql, { RATE_LIMIT_FACTOR: '10000' }),
    logger: createLogger('error', (line) => serverErrors.push(line)),
  })
  // The routes are read from an app that is never sent a request; the fuzzer's app works on a
  // database of its own, because an admin fuzzing random ids and the whole-table comparisons must not
  // meet another test file's rows (PostgreSQL runs two files at a time).
  const routes = appRoutes(createApp(fuzzDeps(testDatabase())) as never)
  const mine = routes.filter((_, index) => index % FUZZ_SHARDS === shard - 1)
  const db = ownDatabase()
  let sql: Sql
  let deps: ReturnType<typeof fuzzDeps>
  let app: ReturnType<typeof createApp>
  beforeAll(() => {
    sql = db.sql()
    deps = fuzzDeps(sql)
    app = createApp(deps)
  })
  const sent = { requests: 0, byStatus: new Map<number, number>() }

  /** Fresh callers for each route (a route may sign them out or delete them) and ids that exist. */
  async function setUp() {
    const [client, stylist, admin] = await Promise.all([
      signedInUser(sql, deps),
      signedInUser(sql, deps),
      signedInUser(sql, deps, { isAdmin: true }),
    ])
    const own = await createStylist(sql, stylist.id)
    const listed = await createStylist(sql, (await createUser(sql)).id)
    const headers: Record<string, Record<string, string>> = {
      anonymous: {},
      forged: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      client: client.headers,
      stylist: stylist.headers,
      admin: admin.headers,
    }
    const knownIds = [String(own.id), String(listed.id), stylist.id, client.id, 'TX', 'tx', 'austin', 'stylists-1.xml']
    return { headers, knownIds }
  }

  async function send(request: FuzzRequest, headers: Record<string, string>): Promise<number> {
    const res = await app.request(request.url, {
      method: request.method,
      headers: {
        apikey: deps.identity.mode === 'embedded' ? deps.identity.anonKey : '',
        ...headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      body: request.body,
    })
    // A live stream (GET /api/messages/stream) does not end by itself: its status is the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel()
    else await res.arrayBuffer()
    sent.requests++
    sent.byStatus.set(res.status, (sent.byStatus.get(res.status) ?? 0) + 1)
    return res.status
  }

  describe(`fuzzing every route (part ${shard} of ${FUZZ_SHARDS})`, () => {
    it('finds the routes and the schemas of their validators', () => {
      expect(routes.length).toBeGreaterThan(50)
      expect(routes.find((r) => r.path === '/api/stylists/search')?.schemas.query).toBeDefined()
      expect(routes.find((r) => r.method === 'POST' && r.path === '/api/firebase/stylists')?.schemas.json).toBeDefined()
      expect(mine.length).toBeGreaterThan(routes.length / FUZZ_SHARDS - 1)
    })

    for (const route of mine) {
      it(
        `${route.method} ${route.path}: never a 5xx; a refused request changes nothing`,
        { timeout: 60_000 + RUNS * 2_000 },
        async () => {
          const { headers, knownIds } = await setUp()
          await fc.assert(
            fc.asyncProperty(requestsFor(route, Object.keys(headers), knownIds), async (request) => {
              serverErrors.length = 0
              const before = await tableState(sql)
              const status = await send(request, headers[request.caller])
              expect(
                status,
                `${request.caller} ${request.method} ${request.url.slice(0, 300)}\n${serverErrors.join('\n')}`,
              ).toBeLessThan(500)
              if (status >= 400)
                expect(changedTables(before, await tableState(sql)), `${status} ${request.url.slice(0, 300)}`).toEqual(
                  [],
                )
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
        },
      )
    }

    afterAll(() => {
      const statuses = [...sent.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')
      console.log(
        `Fuzzed ${mine.length} of ${routes.length} routes × ${RUNS} runs: ${sent.requests} requests (${statuses})`,
      )
    })
  })
}
