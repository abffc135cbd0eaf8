import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './api/test/longest-first.ts'
import { TEST_WORKERS } from './api/test/workers.ts'

/**
 * Test files that never touch the run's database: the domain's and the web app's units, adapters
 * and Node helpers without SQL, the embedded database's own test (a PGlite of its own) and the
 * fault tests and the production start-up test (a PostgreSQL database of their own). They run the same in the PGlite and the
 * PostgreSQL run, so CI's PostgreSQL run leaves them out (TEST_DATABASE_FILES_ONLY=1): they ran in
 * its PGlite run. Any file that uses the run's database (test/database.ts, test/app.ts) is not here.
 */
const databaseIndependent = [
  'domain/**',
  'web/**',
  'api/src/adapters/images/**',
  'api/src/adapters/billing/{embedded-cards,stripe-client,stripe-objects}.test.ts',
  'api/src/db/embedded.test.ts',
  'api/src/features/booking/ics.test.ts',
  'api/src/features/coupons/coupon-rules.test.ts',
  'api/src/lib/{background,db-gate}.test.ts',
  'api/src/node/**',
  'api/test/faults/**',
  // The Node server with production settings, on a scratch database of its own.
  'api/test/production-start.test.ts',
]

// `npm test`: unit and API tests. API tests run the Hono app in-process against a real database:
// PGlite + PostGIS by default, PostgreSQL when TEST_DATABASE_URL is set (see api/test/global-setup.ts).
export default defineConfig({
  // The web app's `@/` imports (web/vite.config.ts, web/tsconfig.json), so its unit tests load the
  // same modules the app does.
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  test: {
    include: ['domain/src/**/*.test.ts', 'api/src/**/*.test.ts', 'api/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_FILES_ONLY ? databaseIndependent : [])],
    globalSetup: ['api/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // TEST_WORKERS files at a time (api/test/workers.ts): on PostgreSQL in one database; on PGlite,
    // which is one backend session reached through one connection (api/src/db/embedded.ts), each
    // worker on a PGlite of its own (api/test/global-setup.ts).
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: LongestFirstSequencer },
    // Files share a worker's module graph: each file still builds its own app and data, and no test
    // depends on a module's state (measured: 178 s of CPU for the PGlite run against 267 s isolated).
    isolate: false,
  },
})
