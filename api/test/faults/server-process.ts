import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string
  child: ChildProcess
  /** Everything it printed, for failure messages. */
  output(): string
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>
  /** SIGTERM (a clean stop) unless told otherwise, then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * The real Node server (api/src/server.ts) in a process of its own (node + tsx, no wrapper, so
 * `child.pid` is the server itself), on a port the OS picks, with the given settings on top of
 * production ones (with the local issuer and embedded billing opted in). Resolves once it has
 * printed that it is ready.
 */
export async function startServer(settings: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-server-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // Every request of a test comes from 127.0.0.1: the per-IP abuse limits (429) are not under test here.
      RATE_LIMIT_FACTOR: '10000',
      // These tests sign in through the local issuer and register with the test cards, on a local
      // PostgreSQL: production settings refuse both unless opted in by name (env.ts, checkEmbeddedParts).
      // A test of that refusal overrides it with ''.
      EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: 'allow',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output}`)), 120_000)
    const watch = () => {
      const ready = /Ready in [\d.]+ s: http:\/\/localhost:(\d+)/.exec(output)
      if (!ready) return
      clearTimeout(timer)
      child.stdout!.off('data', watch)
      resolve(Number(ready[1]))
    }
    child.stdout!.on('data', watch)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`))
    })
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
