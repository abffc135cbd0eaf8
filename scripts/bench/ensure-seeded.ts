import { connect } from '../../api/src/db/client.ts'
import { migrate } from '../../api/src/db/migrate.ts'
import { loadGazetteer } from '../../api/src/db/seed/gazetteer.ts'
import { seedDemo } from '../../api/src/db/seed/index.ts'

// The benchmark databases: `marketplace_bench_<size>` on the given server, created, migrated and
// seeded with the deterministic demo generator once, then reused by every benchmark script.

export function databaseUrl(server: string, name: string) {
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

export async function ensureSeeded(server: string, size: number): Promise<string> {
  const name = `marketplace_bench_${size}`
  const admin = connect(server, { max: 1 })
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`
  if (!exists) await admin.unsafe(`create database ${name}`)
  await admin.end()
  const url = databaseUrl(server, name)
  const sql = connect(url, { max: 2 })
  await migrate(sql)
  await loadGazetteer(sql)
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from public.stylists`
  if (n < size) {
    console.log(`Seeding ${size.toLocaleString()} stylists into ${name} (once; takes a while at 1M)...`)
    const summary = await seedDemo(sql, {
      stylists: size,
      storageDir: '.bench/storage',
      log: (l) => console.log(`  ${l}`),
    })
    console.log(`  seeded in ${(summary.durationMs / 1000).toFixed(0)} s`)
  }
  await sql.end()
  return url
}
