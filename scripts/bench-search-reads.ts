// `npx tsx scripts/bench-search-reads.ts [--size 100000]`: what each search shape's page statement
// reads, in buffers (shared hit + read, from EXPLAIN (ANALYZE, BUFFERS)), for the searches whose
// page walks an index (more than 1,000 matches). Buffers, unlike milliseconds, do not depend on how
// busy the machine is, so two designs of the walks can be compared on a shared machine: run it at
// each commit against the same benchmark database (bench:search seeds it).
import { parseArgs } from 'node:util'
import { searchQuerySchema } from '@marketplace/domain/contract/stylists.ts'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { choosePlan, countMatches, pageStatement, planSettings } from '../api/src/features/search/search-plans.sql.ts'
import { searchSource } from '../api/src/features/search/search-source.ts'
import { databaseUrl } from './bench/ensure-seeded.ts'
import { searchShapes } from './bench/search-shapes.ts'

const { values } = parseArgs({ options: { size: { type: 'string', default: '100000' } } })
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const sql = connect(databaseUrl(server, `marketplace_bench_${values.size}`), { max: 1 })
const NOW = new Date('2026-11-26T15:00:00Z')

interface Plan {
  'Shared Hit Blocks': number
  'Shared Read Blocks': number
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]

console.log(`page statements that walk an index, ${values.size} stylists: buffers read (shared hit + read)`)
console.log('shape                              walks   median      p99      max')
for (const shape of await searchShapes(sql, 100)) {
  const reads: number[] = []
  for (const search of shape.searches) {
    const params = new URLSearchParams(search)
    const q = searchQuerySchema.parse(
      Object.fromEntries(
        [...new Set(params.keys())].map((k) => [k, params.getAll(k).length > 1 ? params.getAll(k) : params.get(k)]),
      ),
    )
    await asAnon(sql, async (tx) => {
      const source = searchSource(tx, { name: '', lat: q.lat!, lng: q.lng! }, NOW)
      await planSettings(tx, 'sort-all')
      const plan = choosePlan(q, source, await countMatches(tx, q, source))
      if (plan !== 'walk-price' && plan !== 'top-k-score') return
      await planSettings(tx, plan)
      const [row] = await tx<
        { 'QUERY PLAN': [{ Plan: Plan }] }[]
      >`explain (analyze, buffers, format json) ${pageStatement(tx, q, source, plan, q.limit)}`
      const top = row['QUERY PLAN'][0].Plan
      reads.push(top['Shared Hit Blocks'] + top['Shared Read Blocks'])
    })
  }
  if (reads.length === 0) continue
  reads.sort((a, b) => a - b)
  console.log(
    `${shape.name.padEnd(32)} ${String(reads.length).padStart(6)} ${String(pct(reads, 50)).padStart(8)} ${String(pct(reads, 99)).padStart(8)} ${String(reads.at(-1)).padStart(8)}`,
  )
}
await sql.end()
