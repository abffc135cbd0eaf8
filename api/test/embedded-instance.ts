import { connect } from '../src/db/client.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { migrate } from '../src/db/migrate.ts'
import { loadGazetteer } from '../src/db/seed/gazetteer.ts'

// One in-memory PGlite + PostGIS for one vitest worker, in a process of its own (global-setup.ts
// starts one per worker): PGlite runs on the thread that made it, so instances in one process would
// share one core. Migrated and given the gazetteer, then its URL is printed as one JSON line; the
// instance stops when its parent closes stdin.
const db = await startEmbeddedDatabase(undefined)
const sql = connect(db.url, { max: 1 })
await migrate(sql)
await loadGazetteer(sql)
await sql.end()
process.stdout.write(`${JSON.stringify({ url: db.url })}\n`)

process.stdin.resume()
process.stdin.on('end', () => {
  void db.stop().finally(() => process.exit(0))
})
