import { execFile, execFileSync } from 'node:child_process'
import { appendFileSync, chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** PostgreSQL 15's programs (Debian's layout; CI installs the same package). PG_BIN_DIR overrides. */
const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin'
/** The ports these instances may take: the shared server on 5432 is never touched. */
const PORTS = [5441, 5442, 5443, 5444, 5445, 5446, 5447, 5448, 5449]

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  /** Stops the server as `pg_ctl stop -m fast` does (sessions are ended); the data stays. */
  stop(): Promise<void>
  /** Starts it again on the same port. */
  start(): Promise<void>
  /** Stops it and deletes its files. */
  remove(): Promise<void>
}

/**
 * Claims a port for the instance's whole life, also while it is stopped for a restart (a free-port
 * probe alone let another test file's instance take the port of a stopped one, and the first
 * file's server then reconnected to the wrong database). The claim is a file holding our pid; one
 * left by a process that has died is taken over. Returns the release, or null when the port is
 * claimed by a live process.
 */
function claimPort(port: number): (() => void) | null {
  const path = join(tmpdir(), `chairside-pg-port-${port}.claim`)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(path, { force: true })
    } catch {
      const owner = Number(readFileSync(path, 'utf8').trim())
      if (owner && isAlive(owner)) return null
      rmSync(path, { force: true })
    }
  }
  return null
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer().once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * A PostgreSQL server of its own for a test that must stop, restart or kill things: initdb into a
 * temporary folder, trust authentication on 127.0.0.1 only, durability off (it is thrown away).
 * Run as the `postgres` OS user when we are root (PostgreSQL refuses to run as root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  // Asynchronous, so that a test's own requests keep flowing while the server stops and starts.
  const run = (program: string, args: string[]) =>
    promisify(execFile)(
      asRoot ? 'runuser' : join(binDir, program),
      asRoot ? ['-u', 'postgres', '--', join(binDir, program), ...args] : args,
      {
        cwd: dir,
        timeout: 120_000,
      },
    )
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "shared_preload_libraries = ''",
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 60',
    ].join('\n') + '\n',
  )

  let port = 0
  let release = () => {}
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args])
  const start = async () => {
    await pgCtl('-o', `-p ${port}`, 'start')
  }
  for (const candidate of PORTS) {
    const claim = claimPort(candidate)
    if (!claim) continue
    if (!(await portIsFree(candidate))) {
      claim()
      continue
    }
    port = candidate
    try {
      await start()
      release = claim
      break
    } catch {
      claim()
      port = 0 // taken by something outside these tests between the probe and the start: the next one
    }
  }
  if (!port) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`No free port for a throwaway PostgreSQL among ${PORTS.join(', ')}`)
  }
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop')
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      try {
        await pgCtl('-m', 'immediate', 'stop')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
      release()
    },
  }
}
