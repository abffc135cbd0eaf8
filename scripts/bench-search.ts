// `npm run bench:search [-- --sizes 100000,1000000 --duration 20 --connections 50 --available-today]`
// Seeds (once) a PostgreSQL database per size with the demo generator, then runs a realistic mix
// of searches through the HTTP API with autocannon (server in its own process), and the same
// searches directly through postgres.js with no HTTP; prints latency percentiles, requests/s,
// errors and the API/bare ratio. Targets at 1M: p95 <= 30 ms, p99 <= 60 ms, 0 errors, ratio >= 0.6.
// --available-today: every search of the mix with the "available today" filter on.
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { searchQuerySchema } from '@marketplace/domain/contract/stylists.ts'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { runNextAvailableSweep } from '../api/src/features/booking/next-available.ts'
import { searchStylists } from '../api/src/features/search/search.sql.ts'
import { ensureSeeded } from './bench/ensure-seeded.ts'
import { searchMix } from './bench/search-mix.ts'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'available-today': { type: 'boolean', default: false },
    server: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
const sizes = values.sizes.split(',').map(Number)
const duration = Number(values.duration)
const connections = Number(values.connections)
const port = 3950

const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function bare(url: string, queries: string[]) {
  const sql = connect(url, { max: 10 })
  const parsed = await Promise.all(
    queries.map(async (search) => {
      const q = searchQuerySchema.parse(
        Object.fromEntries(
          [...new URLSearchParams(search).keys()].map((k) => {
            const all = new URLSearchParams(search).getAll(k)
            return [k, all.length > 1 ? all : all[0]]
          }),
        ),
      )
      return { q, point: { name: q.location ?? '', lat: q.lat!, lng: q.lng! } }
    }),
  )
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const end = performance.now() + duration * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const { q, point } = parsed[next++ % parsed.length]
        const t = performance.now()
        try {
          await asAnon(sql, (tx) => searchStylists(tx, q, point))
          latencies.push(performance.now() - t)
        } catch {
          errors++
        }
      }
    }),
  )
  await sql.end()
  latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / duration,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors,
  }
}

async function http(url: string, queries: string[]) {
  const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
    // The load comes from one IP: the per-IP search limit is raised so throughput, not 429s, is measured.
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: 'inherit',
    // Its own process group, so that stopping it also stops the server under npx and tsx.
    detached: true,
  })
  try {
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const requests = queries.map((q) => ({ path: `/api/stylists/search?${q}` }))
    const run = (seconds: number, latencies?: number[]) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests },
          (err, result) => (err ? reject(err) : resolve(result)),
        )
        instance.on('response', (_client, _status, _bytes, ms) => latencies?.push(ms))
      })
    await run(3) // warm-up
    const latencies: number[] = []
    const result = await run(duration, latencies)
    latencies.sort((a, b) => a - b)
    return {
      rps: result.requests.average,
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
      p99: pct(latencies, 99),
      errors: result.errors + result.timeouts + result.non2xx,
      statuses: JSON.stringify(result.statusCodeStats),
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

for (const size of sizes) {
  const url = await ensureSeeded(values.server, size)
  const setup = connect(url, { max: 1 })
  // The next open slots of stylists who book online (ADR 015): the seed writes booking settings
  // with triggers off, so they are computed here, once, before any measurement (the server's own
  // sweep then finds nothing due).
  const sweepStarted = performance.now()
  const swept = await runNextAvailableSweep(setup, new Date())
  if (swept > 0)
    console.log(
      `Next available slots: ${swept.toLocaleString()} stylists in ${((performance.now() - sweepStarted) / 1000).toFixed(1)} s`,
    )
  const queries = (await searchMix(setup)).map((m) => m.search)
  if (values['available-today'])
    for (const [i, q] of queries.entries()) {
      const p = new URLSearchParams(q)
      p.set('availableToday', 'true')
      queries[i] = p.toString()
    }
  await setup.end()
  console.log(
    `\n== ${size.toLocaleString()} stylists: ${queries.length} distinct searches${values['available-today'] ? ', all available today' : ''}, ${connections} connections, ${duration} s`,
  )
  const api = await http(url, queries)
  const direct = await bare(url, queries)
  const f = (n: number) => n.toFixed(1).padStart(7)
  console.log(
    `HTTP API   req/s ${f(api.rps)}  p50 ${f(api.p50)} ms  p95 ${f(api.p95)} ms  p99 ${f(api.p99)} ms  errors ${api.errors}`,
  )
  console.log(
    `bare query req/s ${f(direct.rps)}  p50 ${f(direct.p50)} ms  p95 ${f(direct.p95)} ms  p99 ${f(direct.p99)} ms  errors ${direct.errors}`,
  )
  if (api.errors > 0) console.log(`HTTP status counts: ${api.statuses}`)
  console.log(`API throughput / bare throughput: ${(api.rps / direct.rps).toFixed(2)}`)
}
