// The web app's build (web/dist, and its server renderer in web/dist-ssr), made again when a source
// is newer: `npm start`, and the tests that serve rendered pages, call this.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'].map((p) =>
  join(root, p),
)

/** WEB_DIST_DIR: build and serve somewhere else than web/dist (parallel e2e servers, benchmarks). */
export function webDistDir(): string {
  return process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'web/dist')
}

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Whether the build in distDir is older than a source (its renderer is written last). */
function stale(distDir: string): boolean {
  const renderer = join(`${distDir}-ssr`, 'entry-server.js')
  const builtAt = existsSync(renderer) && existsSync(join(distDir, 'index.html')) ? statSync(renderer).mtimeMs : 0
  return Math.max(...sources.map(newest)) > builtAt
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Runs `fn` holding the build's lock (a directory beside distDir, with the holder's pid): test files
 * that serve rendered pages run in parallel, and on a machine without a build each found it stale
 * and built into the same folder at once (one build's clean-up deleted the files another was
 * compressing: ENOENT on an asset's .br). A lock whose holder has died is taken over.
 */
function withBuildLock(distDir: string, fn: () => void): void {
  const lock = `${distDir}.build-lock`
  const pidFile = join(lock, 'pid')
  const wait = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0
    // No pid yet: just taken (or its holder died between the two steps, seen from the lock's age).
    const taken = statSync(lock, { throwIfNoEntry: false })
    const orphaned = holder ? !alive(holder) : taken !== undefined && Date.now() - taken.mtimeMs > 10_000
    if (orphaned) rmSync(lock, { recursive: true, force: true })
    else Atomics.wait(wait, 0, 0, 250)
  }
  try {
    writeFileSync(pidFile, String(process.pid))
    fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Builds when the sources changed since the last build; one build at a time (withBuildLock). */
export function ensureWebBuild(distDir = webDistDir()): void {
  if (!stale(distDir)) return
  withBuildLock(distDir, () => {
    // Another process may have built it while this one waited.
    if (!stale(distDir)) return
    console.log('Building the web app...')
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], {
      cwd: root,
      // A production build whatever the caller's mode (vitest sets NODE_ENV=test, which would give
      // React's development JSX runtime to the renderer).
      env: { ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: distDir },
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`The web build failed (exit ${result.status})`)
  })
}
