import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

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
    // PGlite is one backend session reached through one connection (api/src/db/embedded.ts), so
    // test files take turns on it; PostgreSQL runs two files at a time.
    maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
  },
})
