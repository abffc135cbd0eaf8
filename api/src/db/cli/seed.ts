// `npm run db:seed [-- --stylists N --seed S --now ISO-DATE]`: migrates, loads the US gazetteer and
// the demo data into DATABASE_URL, or into the embedded database under DATA_DIR when it is not set.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadEnv } from '../../env.ts'
import { refreshDirectoryCounts } from '../../features/directory/directory-refresh.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../open.ts'
import { demoAccounts } from '../seed/accounts.ts'
import { loadGazetteer } from '../seed/gazetteer.ts'
import { seedDemo } from '../seed/index.ts'

const { values } = parseArgs({
  options: { stylists: { type: 'string' }, seed: { type: 'string' }, now: { type: 'string' } },
})
const integer = (name: string, value: string | undefined, min: number): number | undefined => {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}`)
  return n
}
const stylists = integer('stylists', values.stylists, 1)
const seed = integer('seed', values.seed, 0)
const now = values.now ? new Date(values.now) : undefined
if (now && Number.isNaN(now.getTime())) throw new Error('--now must be a date, e.g. 2026-11-21T12:00:00Z')

const env = loadEnv(process.env)
const db = await openDatabase(env)
try {
  const started = performance.now()
  const migrated = await migrate(db.sql)
  console.log(`Migrations: ${migrated.applied.length} applied, ${migrated.skipped} already applied`)
  const gazetteerStart = performance.now()
  const places = await loadGazetteer(db.sql)
  console.log(
    places.skipped
      ? 'Gazetteer: already loaded'
      : `Gazetteer: ${places.cities} cities, ${places.zips} ZIP codes in ${Math.round(performance.now() - gazetteerStart)} ms`,
  )
  const summary = await seedDemo(db.sql, {
    stylists,
    seed,
    now,
    storageDir: join(env.DATA_DIR, 'storage'),
    log: (line) => console.log(line),
  })
  await refreshDirectoryCounts(db.sql)
  console.log(summary.skipped ? 'Demo data: already present, nothing added' : 'Demo data:')
  console.table({ ...summary, totalMs: Math.round(performance.now() - started) })
  console.log('Sign in with:')
  for (const a of demoAccounts) console.log(`  ${a.role.padEnd(8)} ${a.email} / ${a.password}`)
} finally {
  await db.close()
}
