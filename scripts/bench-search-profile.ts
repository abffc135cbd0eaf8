// `npx tsx scripts/bench-search-profile.ts [--size 100000] [--count 600]`: where the search mix's
// time goes. Runs the mix of bench:search one search at a time as bare SQL (searchStylists as anon,
// a warm pass first) and sums the time by kind of search (sort, plan, band-shaped or not, text, "available today", filters, radius), the
// largest share first, with each kind's count, median and maximum. Milliseconds depend on the machine's
// load: compare kinds within one run.
import { parseArgs } from 'node:util'
import type { SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { bandShaped, choosePlan, radiusFirst } from '../api/src/features/search/search-plans.sql.ts'
import { searchSource } from '../api/src/features/search/search-source.ts'
import { searchStylists } from '../api/src/features/search/search.sql.ts'
import { databaseUrl } from './bench/ensure-seeded.ts'
import { parseSearch, searchMix } from './bench/search-mix.ts'

const { values } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, count: { type: 'string', default: '600' } },
})
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const sql = connect(databaseUrl(server, `marketplace_bench_${values.size}`), { max: 1 })
const NOW = new Date()

const filtersOf = (q: SearchQuery) =>
  [
    q.services?.length && 'services',
    q.priceRange?.length && 'price',
    q.rating && 'rating',
    q.specialty && 'specialty',
    q.gender && 'gender',
    q.availableToday && 'today',
    q.homeVisits && 'home',
    q.productBrands?.length && 'brands',
  ].filter(Boolean) as string[]

const mix = (await searchMix(sql)).slice(0, Number(values.count)).map((m) => parseSearch(m.search))
const kinds = new Map<string, number[]>()
for (const pass of ['warm', 'measured'])
  for (const { q, point } of mix) {
    const t0 = performance.now()
    const { total, totalIsLowerBound } = await asAnon(sql, (tx) => searchStylists(tx, q, point, NOW))
    const ms = performance.now() - t0
    if (pass === 'warm') continue
    const source = searchSource(sql as never, point, NOW)
    const plan = choosePlan(q, source, totalIsLowerBound ? total + 1 : total)
    const f = filtersOf(q)
    const band = bandShaped(q, source, await asAnon(sql, (tx) => radiusFirst(tx, q, source)))
    const key = `${q.sort.padEnd(11)} ${plan.padEnd(11)} ${band ? 'band ' : 'other'} ${q.service ? 'text' : '    '} ${q.availableToday ? 'today' : '     '} ${f.length >= 2 ? 'filters2+' : f.length === 1 ? 'filter1  ' : '         '} ${q.distance >= 25 ? 'wide ' : 'near '}`
    kinds.set(key, [...(kinds.get(key) ?? []), ms])
  }
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const all = sum([...kinds.values()].flat())
const withText = sum([...kinds].flatMap(([key, times]) => (key.includes(' text ') ? times : [])))
const texts = [...kinds].reduce((n, [key, times]) => n + (key.includes(' text ') ? times.length : 0), 0)
console.log(`${mix.length} searches, ${(all / mix.length).toFixed(1)} ms each on average`)
console.log(`free text: ${texts} searches, ${((100 * withText) / all).toFixed(1)}% of the time`)
console.log('kind                                                         n  share   median      max')
for (const [key, times] of [...kinds]
  .sort((a, b) => sum(b[1]) - sum(a[1]))
  .slice(0, Number(process.env.PROFILE_ROWS ?? 30)))
  console.log(
    `${key} ${String(times.length).padStart(4)} ${((100 * sum(times)) / all).toFixed(1).padStart(5)}% ${med(times).toFixed(1).padStart(8)} ${Math.max(
      ...times,
    )
      .toFixed(1)
      .padStart(8)}`,
  )
await sql.end()
