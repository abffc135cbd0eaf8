import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe } from 'vitest'
import { connect, type Sql } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'
import { loadGazetteer } from '../../src/db/seed/gazetteer.ts'
import { outageCases, outagePaths, type Paths, type Target } from '../faults/outage-scenario.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../faults/throwaway-postgres.ts'
import { FAKE_PRICES, StripeFake } from '../stripe-fake.ts'
import { startEdgeFunction, type EdgeFunction } from './edge-function.ts'
import { SupabaseFake } from './supabase-fake.ts'

// The database-outage checks of the Node server (../faults/database-outage.test.ts), through the
// Edge Function entry under Deno: the driver Deno loads must survive a locked-up, stopped and
// restarted database exactly as Node's does (docs/decisions/013-one-postgres-driver.md). The
// database is a PostgreSQL server of the test's own, prepared as the Node server prepares its own.

/** The entry's pool size (supabase/functions/api/index.ts), which the permits follow. */
const POOL = 3
let pg: ThrowawayPostgres
let supabase: SupabaseFake
let stripe: StripeFake
let edge: EdgeFunction
let target: Target
let sql: Sql
let paths: Paths

beforeAll(async () => {
  pg = await startThrowawayPostgres()
  sql = connect(pg.url, { max: 2 })
  await migrate(sql)
  await loadGazetteer(sql)
  paths = await outagePaths(sql)
  const serviceRoleKey = `service-role-${randomUUID()}`
  supabase = await SupabaseFake.start(serviceRoleKey)
  // The function never starts without Stripe (it would take test cards): a fake one, not called here.
  stripe = await StripeFake.start()
  edge = await startEdgeFunction({
    SUPABASE_DB_URL: pg.url,
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: 'anon-key-of-the-project',
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
    STRIPE_API_URL: stripe.url,
    DB_QUEUE_WAIT_MS: '500',
    DB_REQUEST_TIMEOUT_MS: '5000',
    // Every request of a test comes from 127.0.0.1: the per-IP abuse limits (429) are not under test here.
    RATE_LIMIT_FACTOR: '10000',
    LOG_LEVEL: 'warn',
  })
  target = { origin: edge.url, running: edge.running, output: edge.output }
}, 300_000)

afterAll(async () => {
  await sql?.end({ timeout: 1 })
  await edge?.stop()
  await Promise.all([supabase?.close(), stripe?.close()])
  await pg?.remove()
})

describe('the edge function under Deno when the database is in trouble', () =>
  outageCases(() => ({ target, sql, pg, paths }), POOL))
