// `npx tsx scripts/bench-search-floor.ts [--size 1000000] [--connections 2] [--count 2000]`: the
// database's floor under a search. Runs the first --count searches of bench:search's mix as bare
// SQL (as anon, no HTTP, --connections at once, a warm pass first) two ways:
//   count:  the capped count alone (countStatement; no page plan skips it, since "1,000+" needs
//           1,001 matches found, or every candidate seen);
//   search: the whole search (searchStylists: the count, the page, its cards);
// and prints, for each, searches a second and the CPU per search of the database (every postgres
// process, from /proc) and of this client. With no app server and no load generator beside it,
// the cores' CPU ms a second over the database's ms per search bounds what any server in front of
// it could reach on this machine.
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { countMatches, planSettings, radiusFirst, bandShaped } from '../api/src/features/search/search-plans.sql.ts'
import { searchSource } from '../api/src/features/search/search-source.ts'
import { searchStylists } from '../api/src/features/search/search.sql.ts'
import { databaseUrl } from './bench/ensure-seeded.ts'
import { cpuParts, cpuPerRequest } from './bench/process-cpu.ts'
import { parseSearch, searchMix } from './bench/search-mix.ts'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '2' },
    count: { type: 'string', default: '2000' },
  },
})
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const connections = Number(values.connections)
const sql = connect(databaseUrl(server, `marketplace_bench_${values.size}`), { max: connections })
const NOW = new Date()

const mix = (await searchMix(sql)).slice(0, Number(values.count)).map((m) => parseSearch(m.search))

type Search = (typeof mix)[number]
const workloads: Record<string, (s: Search) => Promise<unknown>> = {
  count: ({ q, point }) =>
    asAnon(sql, async (tx) => {
      const source = searchSource(tx, point, NOW)
      const walkFirst = await radiusFirst(tx, q, source)
      await planSettings(tx, 'sort-all', { radiusFirst: walkFirst, fixedShape: bandShaped(q, source, walkFirst) })
      return countMatches(tx, q, source, walkFirst)
    }),
  search: ({ q, point }) => asAnon(sql, (tx) => searchStylists(tx, q, point, NOW)),
}

/** Every search of the mix once, `connections` at a time. */
async function pass(run: (s: Search) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < mix.length) await run(mix[next++])
    }),
  )
}

const cores = cpus().length
console.log(
  `${values.size} stylists: ${mix.length} searches of the mix, ${connections} connections, bare SQL as anon (${cores} cores, load ${loadavg()[0].toFixed(2)})`,
)
for (const [name, run] of Object.entries(workloads)) {
  await pass(run)
  const before = cpuParts(-1)
  const t0 = performance.now()
  await pass(run)
  const seconds = (performance.now() - t0) / 1000
  const cpu = cpuPerRequest(before, cpuParts(-1), mix.length)
  console.log(
    `${name.padEnd(7)} ${(mix.length / seconds).toFixed(1).padStart(7)} searches/s   cpu ms per search: database ${cpu.database.toFixed(
      2,
    )}, client ${cpu.load.toFixed(2)}   => at most ${((1000 * cores) / cpu.database).toFixed(0)} searches/s on ${cores} cores`,
  )
}
await sql.end()
