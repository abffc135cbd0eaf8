import { afterAll, beforeAll, describe } from 'vitest'
import { connect, type Sql } from '../../src/db/client.ts'
import { outageCases, outagePaths, type Paths, type Target } from './outage-scenario.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts'

// The real Node server against a PostgreSQL server of the test's own, which the test locks up,
// stops and restarts: the shared test database is never touched, so this runs the same way in the
// PGlite and the PostgreSQL run. The Edge Function under Deno passes the same checks
// (../edge/edge-outage.edge.ts).

const POOL = 3
let pg: ThrowawayPostgres
let server: ServerProcess
let target: Target
let sql: Sql
let paths: Paths

beforeAll(async () => {
  pg = await startThrowawayPostgres()
  server = await startServer({
    DATABASE_URL: pg.url,
    DB_POOL_SIZE: String(POOL),
    DB_QUEUE_WAIT_MS: '500',
    DB_REQUEST_TIMEOUT_MS: '5000',
  })
  target = { origin: server.origin, running: () => server.child.exitCode === null, output: server.output }
  sql = connect(pg.url, { max: 2 })
  paths = await outagePaths(sql)
}, 300_000)

afterAll(async () => {
  await sql?.end({ timeout: 1 })
  await server?.stop()
  await pg?.remove()
})

describe('the server when the database is in trouble', () => outageCases(() => ({ target, sql, pg, paths }), POOL))
