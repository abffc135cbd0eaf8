// The web app's build (web/dist, and its server renderer in web/dist-ssr), made again when a source
// is newer: `npm start`, and the tests that serve rendered pages, call this.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
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

/** Builds when the sources changed since the last build (its renderer is written last). */
export function ensureWebBuild(distDir = webDistDir()): void {
  const renderer = join(`${distDir}-ssr`, 'entry-server.js')
  const builtAt = existsSync(renderer) && existsSync(join(distDir, 'index.html')) ? statSync(renderer).mtimeMs : 0
  if (Math.max(...sources.map(newest)) <= builtAt) return
  console.log('Building the web app...')
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], {
    cwd: root,
    // A production build whatever the caller's mode (vitest sets NODE_ENV=test, which would give
    // React's development JSX runtime to the renderer).
    env: { ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: distDir },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`The web build failed (exit ${result.status})`)
}
