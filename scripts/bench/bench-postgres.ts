// The benchmarks' own PostgreSQL 15 cluster (issue 40): initialised once in a data directory the
// benchmark owns (default .data/bench-pg, kept between runs so a seed of a million stylists is
// reused), started on its own port with the settings a production instance of this machine's size
// gets on Supabase, applied here on the command line of the server (never by hand), and stopped at
// the end. `packaged: true` starts it with initdb's packaged settings instead, for comparison.
// PostGIS comes from the installed package (postgresql-15-postgis-3): its extension files serve
// every cluster of that version.
import { execFileSync } from 'node:child_process'
import { appendFileSync, chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { connect } from '../../api/src/db/client.ts'

const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin'
const MB = 1024 * 1024

/**
 * Supabase's max_connections by instance memory (its compute sizes: 1, 2, 4, 8, 16, 32, 64 GB),
 * the largest size that fits this machine's memory: 240 at 16-31 GB. Far more than the 50
 * benchmark connections and the app's pools.
 */
const SUPABASE_CONNECTIONS: [gb: number, connections: number][] = [
  [64, 500],
  [32, 380],
  [16, 240],
  [8, 160],
  [4, 120],
  [2, 90],
  [1, 60],
]

/**
 * What a Supabase instance of `memoryBytes` and `cores` runs with (their published tuning, the
 * usual rules of pgtune's web profile): shared_buffers a quarter of memory, effective_cache_size
 * three quarters, maintenance_work_mem a sixteenth (at most 2 GB), work_mem what is left after
 * shared_buffers shared by three sorts per connection, SSD costs, JIT off, one parallel worker per
 * gather on two cores.
 */
export function productionSettings(memoryBytes = totalmem(), cores = cpus().length): Record<string, string> {
  const memMb = Math.floor(memoryBytes / MB)
  const gb = memoryBytes / (1024 * MB)
  const maxConnections = SUPABASE_CONNECTIONS.find(([size]) => gb >= size)?.[1] ?? 60
  const sharedMb = Math.floor(memMb / 4)
  const workKb = Math.floor(((memMb - sharedMb) * 1024) / (maxConnections * 3))
  return {
    max_connections: String(maxConnections),
    shared_buffers: `${sharedMb}MB`,
    effective_cache_size: `${Math.floor((memMb * 3) / 4)}MB`,
    maintenance_work_mem: `${Math.min(2048, Math.floor(memMb / 16))}MB`,
    work_mem: `${workKb}kB`,
    random_page_cost: '1.1',
    effective_io_concurrency: '200',
    jit: 'off',
    wal_buffers: '16MB',
    min_wal_size: '1GB',
    max_wal_size: '4GB',
    checkpoint_completion_target: '0.9',
    default_statistics_target: '100',
    max_worker_processes: String(Math.max(4, cores * 2)),
    max_parallel_workers: String(cores),
    max_parallel_workers_per_gather: String(Math.max(1, Math.floor(cores / 2))),
    max_parallel_maintenance_workers: String(Math.max(1, Math.floor(cores / 2))),
    autovacuum: 'on',
  }
}

/** The settings printed after a start: what the benchmark's figures depend on. */
const PRINTED = [
  'server_version',
  'max_connections',
  'shared_buffers',
  'effective_cache_size',
  'maintenance_work_mem',
  'work_mem',
  'random_page_cost',
  'effective_io_concurrency',
  'jit',
  'max_worker_processes',
  'max_parallel_workers',
  'max_parallel_workers_per_gather',
  'wal_buffers',
  'max_wal_size',
  'checkpoint_completion_target',
  'default_statistics_target',
  'autovacuum',
  'fsync',
  'synchronous_commit',
]

export interface BenchPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  /** `name = value (source)` lines read back from pg_settings. */
  settings: string[]
  /** Stops the server (pg_ctl stop -m fast); the data directory stays for the next run. */
  stop(): void
}

/**
 * Starts the benchmark cluster in `dataDir` on `port`, initialising it first when the directory
 * is empty. A server this script left running (a run that was killed) is stopped first, so the
 * settings are always the ones asked for. Run as the `postgres` OS user when we are root.
 */
export async function startBenchPostgres(options: {
  dataDir: string
  port: number
  packaged?: boolean
}): Promise<BenchPostgres> {
  const home = resolve(options.dataDir)
  const data = join(home, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(binDir, program),
      asRoot ? ['-u', 'postgres', '--', join(binDir, program), ...args] : args,
      { cwd: home, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 300_000 },
    )
  mkdirSync(home, { recursive: true })
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(home, id('-u'), id('-g'))
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    console.log(`Initialising the benchmark cluster in ${data} (once)...`)
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'])
    // Reachable on loopback only, its socket beside the data; nothing else changed in the file:
    // the settings under test are given at each start (so --packaged-settings is initdb's own).
    appendFileSync(
      join(data, 'postgresql.conf'),
      ['# bench-postgres.ts', "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${home}'`].join('\n') +
        '\n',
    )
  }
  const pidFile = join(data, 'postmaster.pid')
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    let alive = false
    try {
      process.kill(pid, 0)
      alive = true
    } catch {
      // a stale file: pg_ctl start handles it
    }
    if (alive) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  }
  const settings = options.packaged ? {} : productionSettings()
  const serverOptions = [
    `-p ${options.port}`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ')
  run('pg_ctl', ['-D', data, '-l', join(home, 'server.log'), '-w', '-t', '120', '-o', serverOptions, 'start'])
  const url = `postgres://postgres@127.0.0.1:${options.port}/postgres`
  const sql = connect(url, { max: 1 })
  const rows = await sql<{ name: string; setting: string; unit: string | null; source: string }[]>`
    select name, current_setting(name) as setting, unit, source from pg_settings where name = any(${PRINTED})`
  await sql.end()
  const byName = new Map(rows.map((r) => [r.name, r]))
  let stopped = false
  return {
    url,
    settings: PRINTED.filter((n) => byName.has(n)).map(
      (n) => `${n} = ${byName.get(n)!.setting} (${byName.get(n)!.source})`,
    ),
    stop: () => {
      if (stopped) return
      stopped = true
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
  }
}

/**
 * The database server a benchmark runs on: `server` when given (an existing server, as before
 * issue 40), else its own cluster; prints what it runs with.
 */
export async function benchDatabaseServer(values: {
  server?: string
  'data-dir': string
  'pg-port': string
  'packaged-settings': boolean
}): Promise<{ url: string; stop(): void }> {
  if (values.server) {
    console.log(`Database: the existing server ${values.server} (its own settings; see SHOW ALL)`)
    return { url: values.server, stop: () => {} }
  }
  const pg = await startBenchPostgres({
    dataDir: values['data-dir'],
    port: Number(values['pg-port']),
    packaged: values['packaged-settings'],
  })
  console.log(
    `Database: the benchmark's own PostgreSQL in ${resolve(values['data-dir'])} on port ${values['pg-port']}, ` +
      `${values['packaged-settings'] ? "initdb's packaged settings" : `settings of a Supabase instance of this machine's size (${cpus().length} cores, ${(totalmem() / 1024 / MB).toFixed(1)} GB)`}:`,
  )
  for (const line of pg.settings) console.log(`  ${line}`)
  // Also when the benchmark ends by process.exit or an error: the data stays, the server stops.
  process.once('exit', () => pg.stop())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
  return pg
}

/** The command-line options of benchDatabaseServer, for parseArgs. */
export const benchDatabaseOptions = {
  /** An existing server instead of the benchmark's own cluster. */
  server: { type: 'string', ...(process.env.BENCH_DATABASE_URL ? { default: process.env.BENCH_DATABASE_URL } : {}) },
  'data-dir': { type: 'string', default: '.data/bench-pg' },
  'pg-port': { type: 'string', default: '5440' },
  'packaged-settings': { type: 'boolean', default: false },
} as const
