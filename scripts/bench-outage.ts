// `npx tsx scripts/bench-outage.ts [-- --down 5 --clients 6]`: the database-restart scenario of
// api/test/faults/database-outage.test.ts, with figures. A throwaway PostgreSQL 15 (ports
// 5441-5449, never the shared server), the Node server on it, clients looping over health, search,
// profile and directory; the database is stopped for `--down` seconds and started again. Prints,
// per phase, the answers by status, latency p50/p99/max, and how long until every page was 200 again.
import { parseArgs } from 'node:util'
import { connect } from '../api/src/db/client.ts'
import { asAnon } from '../api/src/db/roles.ts'
import { seedDemo } from '../api/src/db/seed/index.ts'
import { timedGet, type Sample } from '../api/test/faults/probe.ts'
import { startServer } from '../api/test/faults/server-process.ts'
import { startThrowawayPostgres } from '../api/test/faults/throwaway-postgres.ts'

const { values } = parseArgs({
  options: { down: { type: 'string', default: '5' }, clients: { type: 'string', default: '6' } },
})
const pg = await startThrowawayPostgres()
const server = await startServer({ DATABASE_URL: pg.url, LOG_LEVEL: 'error' })
const sql = connect(pg.url, { max: 1 })
try {
  await seedDemo(sql, { stylists: 200, storageDir: '.bench/outage-storage' })
  const [stylist] = await asAnon(
    sql,
    (tx) => tx<{ id: number; city: string; state: string }[]>`select id, city, state from public.stylists limit 1`,
  )
  const paths = [
    '/api/health',
    '/api/stylists/search?location=Austin%2C+TX&lat=30.27&lng=-97.74&distance=25',
    `/api/stylists/${stylist.id}`,
    `/api/directory/states/${stylist.state}/cities`,
  ]
  type Phase = 'before' | 'down' | 'after restart'
  const samples: (Sample & { phase: Phase; at: number })[] = []
  let phase: Phase = 'before'
  let running = true
  const clients = Array.from({ length: Number(values.clients) }, async (_, i) => {
    for (let n = i; running; n++)
      samples.push({ ...(await timedGet(server.origin, paths[n % paths.length])), phase, at: performance.now() })
  })
  const pause = (s: number) => new Promise((r) => setTimeout(r, s * 1000))
  await pause(5)
  phase = 'down'
  await pg.stop()
  await pause(Number(values.down))
  const restartAt = performance.now()
  phase = 'after restart'
  await pg.start()
  await pause(10)
  running = false
  await Promise.all(clients)

  const pct = (xs: number[], p: number) =>
    xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN
  console.log(
    `\nDatabase stopped for ${values.down} s under ${values.clients} looping clients; server pid ${server.child.pid}`,
  )
  console.log(
    [
      'phase'.padEnd(14),
      'answers'.padStart(7),
      'by status'.padEnd(28),
      'p50 ms',
      'p99 ms',
      'max ms',
      'no Retry-After',
    ].join(' '),
  )
  for (const p of ['before', 'down', 'after restart'] as Phase[]) {
    const xs = samples.filter((s) => s.phase === p)
    const byStatus = Object.entries(
      xs.reduce<Record<string, number>>((a, s) => ((a[s.status] = (a[s.status] ?? 0) + 1), a), {}),
    )
      .map(([k, v]) => `${k === '0' ? 'no answer' : k}: ${v}`)
      .join(', ')
    const ms = xs.map((s) => s.ms)
    console.log(
      [
        p.padEnd(14),
        String(xs.length).padStart(7),
        byStatus.padEnd(28),
        pct(ms, 50).toFixed(0).padStart(6),
        pct(ms, 99).toFixed(0).padStart(6),
        Math.max(...ms)
          .toFixed(0)
          .padStart(6),
        String(xs.filter((s) => s.status === 503 && !s.retryAfter).length).padStart(14),
      ].join(' '),
    )
  }
  const recovered = paths.map((path) =>
    samples.find((s) => s.phase === 'after restart' && s.path === path && s.status === 200),
  )
  const last = Math.max(...recovered.map((s) => s?.at ?? Number.NaN))
  console.log(
    `Every page 200 again ${((last - restartAt) / 1000).toFixed(1)} s after the start command was given (pg_ctl -w included)`,
  )
  console.log(
    `Server still running, same process: ${server.child.exitCode === null && server.child.signalCode === null}`,
  )
} finally {
  await sql.end({ timeout: 1 })
  await server.stop()
  await pg.remove()
}
