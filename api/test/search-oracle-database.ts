import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { connect, type Sql } from '../src/db/client.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { seedDemo } from '../src/db/seed/index.ts'
import { testDatabaseUrl } from './database.ts'
import { createScratchDatabase } from './scratch-database.ts'

/**
 * A database of its own for the search oracle, seeded once per test file with the deterministic
 * demo generator: the run's shared database stays small for the other tests, whose counts around
 * their own points would change with 20,000 more stylists. PostgreSQL: a new database on the
 * run's server, copied from its migrated template; PGlite: a second embedded instance, loaded from the
 * run's migrated dump (both: global-setup.ts). Prints how long the seeding took.
 */
export async function seededSearchDatabase(
  stylists: number,
  seed: number,
): Promise<{ sql: Sql; close: () => Promise<void> }> {
  const started = performance.now()
  const storageDir = mkdtempSync(join(tmpdir(), 'oracle-storage-'))
  let url: string
  let drop: () => Promise<void>
  if (inject('databaseKind') === 'postgres') {
    const name = `search_oracle_${process.pid}_${Date.now()}`
    const admin = connect(testDatabaseUrl(), { max: 1 })
    await createScratchDatabase(admin, name, inject('databaseTemplate'))
    const u = new URL(testDatabaseUrl())
    u.pathname = `/${name}`
    url = u.toString()
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } else {
    // The run's migrated instance with the gazetteer (global-setup.ts), loaded from its dump.
    const image = inject('embeddedImage')
    const embedded = await startEmbeddedDatabase(undefined, { loadDataDir: new Blob([readFileSync(image)]) })
    url = embedded.url
    drop = () => embedded.stop()
  }
  const sql = connect(url, { max: 1 })
  const summary = await seedDemo(sql, { stylists, seed, storageDir })
  console.log(
    `search oracle: ${summary.stylists} stylists on ${inject('databaseKind')} ready in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${(summary.durationMs / 1000).toFixed(1)} s)`,
  )
  return {
    sql,
    close: async () => {
      await sql.end({ timeout: 5 })
      await drop()
      rmSync(storageDir, { recursive: true, force: true })
    },
  }
}
