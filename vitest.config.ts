import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { TEST_WORKERS } from './api/test/workers.ts'

// `npm test`: unit and API tests. API tests run the Hono app in-process against a real database:
// PGlite + PostGIS by default, PostgreSQL when TEST_DATABASE_URL is set (see api/test/global-setup.ts).
export default defineConfig({
  // The web app's `@/` imports (web/vite.config.ts, web/tsconfig.json), so its unit tests load the
  // same modules the app does.
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  test: {
    include: ['domain/src/**/*.test.ts', 'api/src/**/*.test.ts', 'api/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['api/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // TEST_WORKERS files at a time (api/test/workers.ts): on PostgreSQL in one database; on PGlite,
    // which is one backend session reached through one connection (api/src/db/embedded.ts), each
    // worker on a PGlite of its own (api/test/global-setup.ts).
    maxWorkers: TEST_WORKERS,
    // Files share a worker's module graph: each file still builds its own app and data, and no test
    // depends on a module's state (measured: 178 s of CPU for the PGlite run against 267 s isolated).
    isolate: false,
  },
})
