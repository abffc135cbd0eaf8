// `npm start`: builds the web app when its sources are newer than the last build, then runs the
// server (embedded mode unless settings say otherwise; see .env.example).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'].map((p) =>
  join(root, p),
)
// WEB_DIST_DIR: build and serve somewhere else than web/dist (parallel e2e servers, benchmarks).
const distDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'web/dist')
const builtIndex = join(distDir, 'index.html')

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
if (Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building the web app...')
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../api/src/server.ts')
