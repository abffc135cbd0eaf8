import { readFileSync, writeFileSync } from 'node:fs'
import { connect } from '../src/db/client.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { migrate } from '../src/db/migrate.ts'
import { loadGazetteer } from '../src/db/seed/gazetteer.ts'

// One in-memory PGlite + PostGIS for one vitest worker, in a process of its own (global-setup.ts
// starts one per worker): PGlite runs on the thread that made it, so instances in one process would
// share one core. Its URL is printed as one JSON line once it is ready; the instance stops when its
// parent closes stdin.
// Ready means migrated and given the gazetteer: `--dump <file>` does both, then writes the data
// directory to <file> (PGlite's dumpDataDir, a tar); `--from <file>` starts from such a dump, which
// is the same database (about 45 s of CPU for migrations and 57,000 places, once per run instead
// of once per worker).
const [flag, file] = process.argv.slice(2)
if (flag !== undefined && flag !== '--dump' && flag !== '--from') throw new Error(`unknown option ${flag}`)
if (flag && !file) throw new Error(`${flag} needs a file`)

const db = await startEmbeddedDatabase(undefined, {
  loadDataDir: flag === '--from' ? new Blob([readFileSync(file)]) : undefined,
})
if (flag !== '--from') {
  const sql = connect(db.url, { max: 1 })
  await migrate(sql)
  await loadGazetteer(sql)
  await sql.end()
  if (flag === '--dump') writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()))
}
process.stdout.write(`${JSON.stringify({ url: db.url })}\n`)

process.stdin.resume()
process.stdin.on('end', () => {
  void db.stop().finally(() => process.exit(0))
})
