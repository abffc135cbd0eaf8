// `npm run test:pg [-- vitest args]`: the test suite on PostgreSQL + PostGIS instead of PGlite.
// api/test/global-setup.ts creates a fresh database on this server and drops it afterwards; the
// default is the local cluster these machines run (trust auth on 127.0.0.1:5432).
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL },
})
if (run.error) throw run.error
process.exitCode = run.status ?? 1
