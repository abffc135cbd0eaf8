// `npx tsx scripts/bench-search-churn.ts [--size 100000] [--hours 3] [--count 600]`: what the
// next-available sweep's writes do to search between two vacuums (ADR 007, 2026-11-28). On the
// benchmark database: a vacuum, the mix one search at a time (bare SQL as anon, a warm pass first);
// then sweeps as the server would run them over the next --hours hours (one per simulated hour,
// the clock moved forward), without a vacuum (autovacuum waits for a fifth of the table to change);
// the share of the search table's pages still all-visible (index-only scans fetch the heap for
// the others) and the mix again. Milliseconds depend on the machine's load: compare within a run.
import { parseArgs } from 'node:util'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { runNextAvailableSweep } from '../api/src/features/booking/next-available.ts'
import { searchStylists } from '../api/src/features/search/search.sql.ts'
import { databaseUrl } from './bench/ensure-seeded.ts'
import { parseSearch, searchMix } from './bench/search-mix.ts'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    hours: { type: 'string', default: '3' },
    count: { type: 'string', default: '600' },
  },
})
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const sql = connect(databaseUrl(server, `marketplace_bench_${values.size}`), { max: 2 })
const NOW = new Date()

const mix = (await searchMix(sql)).slice(0, Number(values.count)).map(({ search }) => parseSearch(search))

/** The mix, one at a time: ms per search of the measured pass. */
async function mixMs() {
  let total = 0
  for (const pass of ['warm', 'measured'])
    for (const { q, point } of mix) {
      const t0 = performance.now()
      await asAnon(sql, (tx) => searchStylists(tx, q, point, NOW))
      if (pass === 'measured') total += performance.now() - t0
    }
  return total / mix.length
}

async function visibility() {
  await sql`create extension if not exists pg_visibility`
  const [row] = await sql<{ visible: number; pages: number }[]>`
    select all_visible::int as visible, (all_visible + (select count(*) from pg_visibility_map('public.stylist_search') where not all_visible))::int as pages
      from pg_visibility_map_summary('public.stylist_search')`
  return `${((100 * row.visible) / Math.max(row.pages, 1)).toFixed(0)}% of ${row.pages.toLocaleString()} pages all-visible`
}

const rowUpdates = async () => {
  // The statistics collector takes a backend's counts at its transaction ends, at most once a second.
  await new Promise((r) => setTimeout(r, 1500))
  const [row] = await sql<{ updates: number }[]>`
    select n_tup_upd::int as updates from pg_stat_user_tables where relid = 'public.stylist_search'::regclass`
  return row.updates
}
// The sweeps go on from the last one's clock (an earlier run may have swept hours ahead).
const [{ last }] = await sql<
  { last: Date | null }[]
>`select max(refreshed_at) as last from public.next_available_refresh`
const start = new Date(Math.max(NOW.getTime(), last?.getTime() ?? 0))
await runNextAvailableSweep(sql, start, { share: 1, batch: 500 })
await sql`vacuum (analyze) public.stylist_search`
const updatesBefore = await rowUpdates()
console.log(`after a vacuum: ${await visibility()}; the mix: ${(await mixMs()).toFixed(2)} ms per search`)
let computed = 0
for (let hour = 1; hour <= Number(values.hours); hour++)
  computed += await runNextAvailableSweep(sql, new Date(start.getTime() + hour * 3_600_000), { share: 1, batch: 500 })
const updates = await rowUpdates()
console.log(
  `after ${values.hours} h of sweeps (${computed.toLocaleString()} stylists recomputed, ${(updates - updatesBefore).toLocaleString()} search rows updated): ${await visibility()}; the mix: ${(await mixMs()).toFixed(2)} ms per search`,
)
await sql.end()
