// `npm run db:migrate`: applies supabase/migrations to DATABASE_URL, or to the embedded database
// under DATA_DIR when DATABASE_URL is not set.
import { openDatabase } from '../open.ts'
import { migrate } from '../migrate.ts'
import { loadEnv } from '../../env.ts'

const env = loadEnv(process.env)
const db = await openDatabase(env)
try {
  const result = await migrate(db.sql)
  console.log(
    `Migrations: ${result.applied.length} applied, ${result.skipped} already applied` +
      (result.bootstrapped ? ' (local Supabase bootstrap ensured)' : ''),
  )
  for (const file of result.applied) console.log(`  + ${file}`)
  for (const file of result.edited)
    console.warn(`  ! ${file} was changed after it was applied here; the change will not run (add a new migration)`)
} finally {
  await db.close()
}
