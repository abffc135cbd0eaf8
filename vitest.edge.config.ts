import { defineConfig } from 'vitest/config'

// `npm run test:edge`: the API's contract through the Supabase Edge Function entry under Deno, on
// PostgreSQL 15 + PostGIS (a fresh database, as in `npm test` with TEST_DATABASE_URL). Kept out of
// `npm test` because it needs both PostgreSQL and Deno (the `deno` npm package).
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'

export default defineConfig({
  test: {
    include: ['api/test/edge/**/*.edge.ts'],
    // One file at a time: each starts Deno on the first free port of a shared range (a port probed
    // free by two files at once would go to one of them), and two cores run one Deno well.
    fileParallelism: false,
    globalSetup: ['api/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
})
