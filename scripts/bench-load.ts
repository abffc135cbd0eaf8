// `npm run bench:load [-- --connections 200 --duration 60 --size 100000]`: the API under load.
// `npm run bench:soak [-- --soak-minutes 10 --soak-connections 50]`: the load run, then a soak that
// prints the server's RSS every minute (memory must stay flat).
// Seeds (once) the PostgreSQL benchmark database, starts the Node server with production settings
// against it (its own process, so the RSS is the server's alone), and drives a mix of searches,
// profiles and directory pages with autocannon. Targets: 0 errors, 0 timeouts, 0 non-2xx.
// The database: the benchmarks' own cluster (bench/bench-postgres.ts: --data-dir, --pg-port,
// --packaged-settings), or an existing server with --server / BENCH_DATABASE_URL.
// --backlog: the next-available state as right after a seed (issue 40): every stylist who books
// online never computed, so the server's start-up sweep recomputes all of them while the load
// runs (the scenario that timed out 53 requests at 100k); prints the backlog before and after.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { connect } from '../api/src/db/client.ts'
import { refreshDirectoryCounts } from '../api/src/features/directory/directory-refresh.ts'
import { benchDatabaseOptions, benchDatabaseServer } from './bench/bench-postgres.ts'
import { ensureSeeded } from './bench/ensure-seeded.ts'
import { loadMix } from './bench/load-mix.ts'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    soak: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-connections': { type: 'string', default: '50' },
    port: { type: 'string', default: '8630' },
    backlog: { type: 'boolean', default: false },
    ...benchDatabaseOptions,
  },
})
const port = Number(values.port)
const origin = `http://127.0.0.1:${port}`

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
/** Resident memory of the server process, in kB (Linux). */
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN)

const database = await benchDatabaseServer(values)
const url = await ensureSeeded(database.url, Number(values.size))
const setup = connect(url, { max: 1 })
await refreshDirectoryCounts(setup) // the server does this at start; the mix needs the cities now
const paths = await loadMix(setup)
/** Stylists who book online and whose next available slot was never computed. */
const backlog = async (sql: typeof setup) =>
  (
    await sql<{ n: number }[]>`
      select count(*)::int as n from public.booking_settings b
       where b.accepts_bookings
         and not exists (select 1 from public.next_available_refresh r where r.stylist_id = b.stylist_id)`
  )[0].n
if (values.backlog) {
  // What the seed leaves (it writes with triggers off): nothing computed, nothing on the search rows.
  await setup.begin(async (tx) => {
    await tx`delete from public.next_available_refresh`
    await tx`delete from public.stylist_next_open`
    await tx`update public.stylist_search set books_online = false, next_available_day = null
              where books_online or next_available_day is not null`
  })
  await setup`vacuum (analyze) public.stylist_search, public.next_available_refresh, public.stylist_next_open`
  console.log(
    `Backlog as after a seed: ${(await backlog(setup)).toLocaleString()} stylists to compute at the server's start`,
  )
}
await setup.end()
console.log(`${paths.length} distinct GET paths (60% search, 25% profile, 15% directory); load average ${load()}`)

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATA_DIR: '.bench/server',
    // Every autocannon client comes from 127.0.0.1: the per-IP abuse limits would answer 429.
    RATE_LIMIT_FACTOR: '10000',
    // A local PostgreSQL with neither Supabase Auth nor Stripe: production settings start only
    // with the local issuer and the test cards opted in by name (env.ts, checkEmbeddedParts).
    EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: 'allow',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
process.once('exit', () => server.kill('SIGTERM'))
const pid = server.pid!

function run(connections: number, seconds: number, onTick?: (elapsed: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const started = Date.now()
    const timer = onTick ? setInterval(() => onTick((Date.now() - started) / 1000), 60_000) : undefined
    autocannon(
      { url: origin, connections, duration: seconds, requests: paths.map((path) => ({ path })) },
      (err, result) => {
        clearInterval(timer)
        return err ? reject(err) : resolve(result)
      },
    )
  })
}

function report(label: string, r: autocannon.Result) {
  const row = [
    label.padEnd(22),
    r.requests.average.toFixed(0).padStart(7),
    String(r.latency.p50).padStart(6),
    String(r.latency.p99).padStart(6),
    String(r.latency.max).padStart(7),
    String(r.errors).padStart(6),
    String(r.timeouts).padStart(8),
    String(r.non2xx).padStart(6),
    String(r.requests.total).padStart(9),
  ]
  console.log(row.join(' '))
  if (r.non2xx > 0) console.log(`  status counts: ${JSON.stringify(r.statusCodeStats)}`)
}
const header = () =>
  console.log(
    ['run'.padEnd(22), '  req/s', 'p50 ms', 'p99 ms', ' max ms', 'errors', 'timeouts', 'non2xx', '   total'].join(' '),
  )

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 240 || server.exitCode !== null) throw new Error('The server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  console.log(`Server pid ${pid} ready; RSS at start ${mb(rssKb(pid))}`)
  await run(20, 5) // warm-up: connections, prepared statements, JIT
  if (values.backlog) {
    const check = connect(url, { max: 1 })
    console.log(`Backlog left as the load starts: ${(await backlog(check)).toLocaleString()} stylists`)
    await check.end()
  }
  const connections = Number(values.connections)
  const duration = Number(values.duration)
  const rssBefore = rssKb(pid)
  const loadRun = await run(connections, duration)
  console.log(
    `\n== load: ${connections} connections x ${duration} s against ${values.size} stylists (load average after: ${load()})`,
  )
  header()
  report(`load ${connections}c ${duration}s`, loadRun)
  console.log(`RSS before ${mb(rssBefore)}, after ${mb(rssKb(pid))}`)
  if (values.backlog) {
    const check = connect(url, { max: 1 })
    console.log(`Backlog left after the load: ${(await backlog(check)).toLocaleString()} stylists`)
    await check.end()
  }

  if (values.soak) {
    const minutes = Number(values['soak-minutes'])
    const soakConnections = Number(values['soak-connections'])
    console.log(`\n== soak: ${soakConnections} connections x ${minutes} min; server RSS each minute`)
    const samples: [string, number][] = [['start', rssKb(pid)]]
    console.log(`  min  0  RSS ${mb(samples[0][1])}  load ${load()}`)
    const soak = await run(soakConnections, minutes * 60, (elapsed) => {
      const kb = rssKb(pid)
      samples.push([`min ${Math.round(elapsed / 60)}`, kb])
      console.log(`  min ${String(Math.round(elapsed / 60)).padStart(2)}  RSS ${mb(kb)}  load ${load()}`)
    })
    const end = rssKb(pid)
    console.log(`  end     RSS ${mb(end)}  load ${load()}`)
    header()
    report(`soak ${soakConnections}c ${minutes}min`, soak)
    const kbs = samples.slice(1).map(([, kb]) => kb)
    console.log(
      `RSS start ${mb(samples[0][1])}, end ${mb(end)}; over the soak min ${mb(Math.min(...kbs, end))}, max ${mb(Math.max(...kbs, end))}`,
    )
  }
} finally {
  // The server flushes what it holds (the Insights counters) before it exits; then the database stops.
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())])
  database.stop()
}
