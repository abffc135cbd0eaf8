// `npx tsx scripts/bench-search-count.ts [--size 100000] [--cities 100]`: the capped count of each
// search shape two ways, in one run against the same benchmark database (bench:search seeds it):
// the radius count (GiST, reading each candidate's row: the count before migration 20261126004000)
// and the index-only count of search-plans.sql.ts. Prints buffers (shared hit + read) and execution
// ms from EXPLAIN (ANALYZE, BUFFERS), median and p99 over the cities, and the heap fetches of the
// index-only scans (rows read because their page was not all-visible). Buffers do not depend on
// the machine's load; milliseconds do, so compare them only within one run.
import { parseArgs } from 'node:util'
import { SEARCH_COUNT_CAP, searchQuerySchema } from '@marketplace/domain/contract/stylists.ts'
import type { Fragment, Tx } from '../api/src/db/client.ts'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { countStatement, planSettings } from '../api/src/features/search/search-plans.sql.ts'
import { conditions, searchSource } from '../api/src/features/search/search-source.ts'
import { databaseUrl } from './bench/ensure-seeded.ts'

const { values } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, cities: { type: 'string', default: '100' } },
})
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const sql = connect(databaseUrl(server, `marketplace_bench_${values.size}`), { max: 1 })
const NOW = new Date('2026-11-26T15:00:00Z')

interface PlanNode {
  'Node Type': string
  'Shared Hit Blocks': number
  'Shared Read Blocks': number
  'Heap Fetches'?: number
  Plans?: PlanNode[]
}
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)]
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]

async function explain(tx: Tx, statement: Fragment) {
  const [row] = await tx<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[]>`
    explain (analyze, buffers, format json) ${statement}`
  const { Plan: plan, 'Execution Time': ms } = row['QUERY PLAN'][0]
  const [{ n }] = await tx<{ n: number }[]>`${statement}`
  return {
    buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'],
    ms,
    heapFetches: nodes(plan).reduce((sum, node) => sum + (node['Heap Fetches'] ?? 0), 0),
    n,
  }
}

const places = await sql<{ name: string; lat: number; lng: number }[]>`
  select name || ', ' || state as name, extensions.st_y(location::extensions.geometry) as lat,
         extensions.st_x(location::extensions.geometry) as lng
    from public.places where kind = 'city' order by population desc nulls last limit ${Number(values.cities)}`
const kinds: Record<string, Record<string, string | string[]>> = {
  plain: {},
  filters: { priceRange: ['$$', '$$$'], rating: '4' },
  'filters+': { gender: 'female', homeVisits: 'true', services: ['balayage-ombre'], productBrands: ['olaplex'] },
  text: { service: 'balayage' },
}
console.log(`capped count (cap ${SEARCH_COUNT_CAP}), ${values.size} stylists, ${places.length} cities`)
console.log(
  'shape            matches<=cap   radius count: buffers med/p99   ms med   index-only: buffers med/p99   ms med  heap fetches',
)
for (const distance of [5, 50])
  for (const [kind, extra] of Object.entries(kinds)) {
    const old = { buffers: [] as number[], ms: [] as number[] }
    const now = { buffers: [] as number[], ms: [] as number[], fetches: 0 }
    let under = 0
    for (const place of places) {
      const q = searchQuerySchema.parse({
        lat: String(place.lat),
        lng: String(place.lng),
        distance: String(distance),
        ...extra,
      })
      await asAnon(sql, async (tx) => {
        const source = searchSource(tx, { name: place.name, lat: place.lat, lng: place.lng }, NOW)
        await planSettings(tx, 'sort-all')
        // The count as it was: the radius through the GiST index, each candidate's row read.
        const radius = tx`select count(*)::int as n from (
            select 1 from ${source.table} where ${conditions(tx, q, source, 'indexed', { priceWalk: false })}
            limit ${SEARCH_COUNT_CAP + 1}) m`
        const a = await explain(tx, radius)
        const b = await explain(tx, countStatement(tx, q, source))
        if (a.n !== b.n) throw new Error(`${place.name} ${distance} mi ${kind}: counts differ, ${a.n} and ${b.n}`)
        if (a.n <= SEARCH_COUNT_CAP) under++
        old.buffers.push(a.buffers)
        old.ms.push(a.ms)
        now.buffers.push(b.buffers)
        now.ms.push(b.ms)
        now.fetches += b.heapFetches
      })
    }
    console.log(
      `${String(distance).padStart(2)} mi ${kind.padEnd(9)} ${String(under).padStart(10)}   ${String(pct(old.buffers, 50)).padStart(14)} / ${String(pct(old.buffers, 99)).padEnd(7)} ${pct(old.ms, 50).toFixed(2).padStart(7)}   ${String(pct(now.buffers, 50)).padStart(14)} / ${String(pct(now.buffers, 99)).padEnd(7)} ${pct(now.ms, 50).toFixed(2).padStart(7)}  ${now.fetches}`,
    )
  }
await sql.end()
