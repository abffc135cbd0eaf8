import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { ensureWebBuild } from '../../../scripts/web-build.ts'
import { envSchema } from '../../src/env.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const ENTRY = 'supabase/functions/api/index.ts'
/** Deno's module cache: kept across runs, so only the first run needs the npm registry. */
export const DENO_DIR = process.env.DENO_DIR ?? resolve(ROOT, 'node_modules/.cache/deno')

/** The first port of 8610-8619 nobody listens on (this project's range for the edge test). */
export async function freePort(from = 8610, to = 8619): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer().once('error', () => done(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port in ${from}-${to}`)
}

/**
 * This machine's environment (PATH, HOME, proxies, CA bundles Deno needs to reach the registry)
 * without any setting the app reads: the function gets only the settings the test gives it.
 */
function machineEnv(): Record<string, string> {
  const appSettings = new Set(Object.keys(envSchema.shape))
  return Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !appSettings.has(e[0])),
  )
}

export interface EdgeFunction {
  url: string
  /** Milliseconds from spawning Deno to the first healthy answer. */
  startMs: number
  output: () => string
  /** False once Deno has exited (a crash, when the test did not stop it). */
  running: () => boolean
  stop: () => Promise<void>
}

/**
 * Starts the edge entry under Deno (the `deno` npm package) with the given environment, as
 * Supabase would with its secrets, and waits until GET /api/health answers 200. Builds the web
 * app first when its sources changed.
 */
export async function startEdgeFunction(env: Record<string, string>, timeoutMs = 180_000): Promise<EdgeFunction> {
  // The entry imports the web app's server renderer (web/dist-ssr), as the deploy bundles it.
  ensureWebBuild(resolve(ROOT, 'web/dist'))
  const port = await freePort()
  const started = performance.now()
  const deno: ChildProcess = spawn(
    resolve(ROOT, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--no-prompt',
      '--frozen',
      '--config',
      'supabase/functions/api/deno.json',
      ENTRY,
    ],
    {
      cwd: ROOT,
      env: { ...machineEnv(), DENO_DIR, NO_COLOR: '1', DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  deno.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  deno.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => deno.once('exit', () => done()))
  const stop = async () => {
    if (deno.exitCode === null) deno.kill('SIGTERM')
    await exited
  }
  const url = `http://127.0.0.1:${port}`
  while (performance.now() - started < timeoutMs) {
    if (deno.exitCode !== null) throw new Error(`Deno exited (${deno.exitCode}):\n${output}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy)
      return {
        url,
        startMs: Math.round(performance.now() - started),
        output: () => output,
        running: () => deno.exitCode === null && deno.signalCode === null,
        stop,
      }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`The edge function did not become healthy in ${timeoutMs} ms:\n${output}`)
}
