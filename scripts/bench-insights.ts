// `npm run bench:insights [-- --requests 20000 --cards 20 --stylists 2000]`: what counting search
// appearances costs, apart from search itself (bench:search measures search with
// INSIGHTS_RECORDING=on and off). On a scratch database of the given server: (1) the request
// path's part, InsightsRecorder.record() for a results page of `--cards` cards, in microseconds;
// (2) the background part, one flush of a batch, in milliseconds per batch and per request, with
// the batch size a server sees at 100 and at 400 searches a second (INSIGHTS_FLUSH_MS = 1000).
// Prints figures only; the database is dropped at the end.
import { parseArgs } from 'node:util'
import { connect } from '../api/src/db/client.ts'
import { migrate } from '../api/src/db/migrate.ts'
import { InsightsRecorder } from '../api/src/features/insights/insights-recorder.ts'
import { createLogger } from '../api/src/lib/logger.ts'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    cards: { type: 'string', default: '20' },
    stylists: { type: 'string', default: '2000' },
    server: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
const requests = Number(values.requests)
const cards = Number(values.cards)
const stylists = Number(values.stylists)

const name = `insights_bench_${process.pid}`
const admin = connect(values.server, { max: 1 })
await admin.unsafe(`create database ${name}`)
const url = new URL(values.server)
url.pathname = `/${name}`
const sql = connect(url.toString(), { max: 2 })
try {
  await migrate(sql)
  await sql`insert into auth.users (id, email, aud, role)
    select gen_random_uuid(), 'bench-' || g || '@example.com', 'authenticated', 'authenticated' from generate_series(1, ${stylists}) g`
  const ids = await sql<{ id: number }[]>`
    insert into public.stylists (user_id, email, stylist_name, bio, address, city, state, zip_code, location, phone, starting_price_cents)
    select u.id, u.email, 'Bench', repeat('a', 120), '1 Main St', 'Austin', 'TX', '78701',
           extensions.st_setsrid(extensions.st_makepoint(-97.74, 30.27), 4326)::extensions.geography, '5125550100', 6000
      from auth.users u where u.email like 'bench-%'
    returning id::int as id`
  const page = (i: number) => Array.from({ length: cards }, (_, c) => ids[(i * 7 + c * 13) % ids.length].id)

  // (1) The request path: record() only remembers (the flush timer never fires: it is a minute).
  const quiet = new InsightsRecorder(sql, {
    enabled: true,
    flushMs: 60_000,
    logger: createLogger('silent'),
    now: () => new Date(),
  })
  const started = performance.now()
  for (let i = 0; i < requests; i++) quiet.record(`req-${i}`, 'search', page(i))
  const perRecordUs = ((performance.now() - started) * 1000) / requests
  await quiet.flush()

  // (2) The background part: one statement per batch.
  const rows: string[] = []
  for (const perSecond of [100, 400]) {
    const recorder = new InsightsRecorder(sql, {
      enabled: true,
      flushMs: 60_000,
      logger: createLogger('silent'),
      now: () => new Date(),
    })
    const times: number[] = []
    for (let b = 0; b < 20; b++) {
      for (let i = 0; i < perSecond; i++) recorder.record(`${perSecond}-${b}-${i}`, 'search', page(b * perSecond + i))
      const t = performance.now()
      await recorder.flush()
      times.push(performance.now() - t)
    }
    times.sort((x, y) => x - y)
    const median = times[Math.floor(times.length / 2)]
    rows.push(
      `  ${perSecond} searches/s: a batch of ${perSecond * cards} appearances, median ${median.toFixed(1)} ms (${((median * 1000) / perSecond).toFixed(0)} µs per search), max ${times.at(-1)!.toFixed(1)} ms`,
    )
  }
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from public.stylist_daily_insights`
  console.log(
    `record() on the request path: ${perRecordUs.toFixed(2)} µs per results page of ${cards} cards (${requests} pages)`,
  )
  console.log(`flush, in the background, once a second:`)
  for (const row of rows) console.log(row)
  console.log(`counter rows: ${n} (one per stylist and day, whatever the number of searches)`)
} finally {
  await sql.end({ timeout: 5 })
  await admin.unsafe(`drop database if exists ${name}`)
  await admin.end({ timeout: 5 })
}
