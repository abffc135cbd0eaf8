// `npm run bench:web [-- --runs 3 --port 8620]`
// Builds the web app, serves it in embedded mode on a fresh data dir, then for the home page, a
// search, a stylist's profile and a directory city page prints the first-load JavaScript (gzip
// size of every script Chromium downloaded while loading the page) and Lighthouse's mobile figures
// (median of --runs runs), checks them against issue 8's budgets and exits 1 when one is missed.
// BENCH_DATA_DIR reuses a data dir (skips the ~2-6 min demo seed while iterating).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8620' },
    // Measure the last build again (while iterating on the server or the bench itself).
    'skip-build': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const port = Number(values.port)
const root = new URL('..', import.meta.url).pathname
const distDir = resolve(process.env.WEB_DIST_DIR ?? join(tmpdir(), `bench-web-dist-${port}`))
const dataDir = process.env.BENCH_DATA_DIR
  ? resolve(process.env.BENCH_DATA_DIR)
  : mkdtempSync(join(tmpdir(), 'bench-web-data-'))
const origin = `http://127.0.0.1:${port}`
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const budgets = {
  homeJsKb: 180,
  publicJsKb: 220,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  cls: 0.05,
}

const gzipCache = new Map<string, number>()

type Figures = {
  jsKb: number
  transferKb: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcpMs: number
  tbtMs: number
}

if (!values['skip-build']) {
  console.log(`Building the web app into ${distDir}...`)
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], {
    cwd: root,
    env: { ...process.env, WEB_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`Starting the server (embedded, data in ${dataDir}) on ${origin}...`)
const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
const stopServer = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  stopServer()
  process.exit(130)
})

try {
  await waitForHealth(15 * 60_000)
  const pages = await pickPages()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  const results: Array<{ name: string; path: string; figures: Figures }> = []
  try {
    for (const page of pages) {
      const samples: Figures[] = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${page.name} (${run}/${runs}) ${page.path}\n`)
        samples.push(await measure(chrome.port, origin + page.path))
      }
      results.push({ ...page, figures: medianFigures(samples) })
    }
  } finally {
    await chrome.kill()
  }
  const failures = report(results)
  stopServer()
  process.exit(failures > 0 ? 1 : 0)
} catch (error) {
  console.error(error)
  stopServer()
  process.exit(1)
}

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`)
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 2000))
  }
  throw new Error('The server did not answer /api/health in time')
}

/** Real pages of the seeded data: the biggest city of the biggest state, and a featured stylist. */
async function pickPages() {
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(origin + path)
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return (await response.json()) as T
  }
  const states = await getJson<Array<{ state: string; count: number }>>('/api/directory/states')
  const state = states.toSorted((a, b) => b.count - a.count)[0]!.state
  const cities = await getJson<Array<{ city: string; count: number }>>(`/api/directory/states/${state}/cities`)
  const city = cities.toSorted((a, b) => b.count - a.count)[0]!.city
  const [stylist] = await getJson<Array<{ id: number; slug: string }>>('/api/stylists/featured')
  if (!stylist) throw new Error('No featured stylist to measure a profile with')
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/stylists?location=${encodeURIComponent(`${city}, ${state}`)}` },
    { name: 'profile', path: `/stylist/${stylist.id}/${stylist.slug}` },
    { name: 'city', path: `/stylist-directory/${state}/${encodeURIComponent(city)}` },
  ]
}

async function measure(chromePort: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
  return {
    jsKb: scripts.reduce((sum, item) => sum + gzipBytes(item.url), 0) / 1024,
    transferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  }
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number }

/** The script's size gzip-compressed (level 9), read from the build: the budget's unit. */
function gzipBytes(url: string): number {
  const path = join(distDir, new URL(url).pathname)
  let size = gzipCache.get(path)
  if (size === undefined) {
    size = existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0
    gzipCache.set(path, size)
  }
  return size
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function medianFigures(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0]!) as Array<keyof Figures>
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as Figures
}

/** Prints the table and one line per budget; returns how many budgets were missed. */
function report(results: Array<{ name: string; path: string; figures: Figures }>): number {
  console.log(
    `\nMedian of ${runs} Lighthouse run(s), mobile emulation, Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
  )
  console.log(
    ['page', 'JS KB gz', '(sent KB)', 'perf', 'a11y', 'best', 'SEO', 'CLS', 'LCP ms', 'TBT ms']
      .map((h, i) => (i === 0 ? h.padEnd(9) : h.padStart(9)))
      .join(''),
  )
  for (const { name, figures: f } of results) {
    const cells = [
      f.jsKb.toFixed(1),
      f.transferKb.toFixed(1),
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      f.cls.toFixed(3),
      f.lcpMs.toFixed(0),
      f.tbtMs.toFixed(0),
    ]
    console.log(name.padEnd(9) + cells.map((c) => String(c).padStart(9)).join(''))
  }
  for (const { name, path } of results) console.log(`  ${name}: ${path}`)
  console.log('')
  let failures = 0
  const check = (label: string, ok: boolean) => {
    if (!ok) failures++
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`)
  }
  for (const { name, figures: f } of results) {
    const jsBudget = name === 'home' ? budgets.homeJsKb : budgets.publicJsKb
    check(`${name}: first-load JS ${f.jsKb.toFixed(1)} KB gzip <= ${jsBudget}`, f.jsKb <= jsBudget)
    check(`${name}: performance ${f.performance} >= ${budgets.performance}`, f.performance >= budgets.performance)
    check(
      `${name}: accessibility ${f.accessibility} >= ${budgets.accessibility}`,
      f.accessibility >= budgets.accessibility,
    )
    check(
      `${name}: best practices ${f.bestPractices} >= ${budgets.bestPractices}`,
      f.bestPractices >= budgets.bestPractices,
    )
    check(`${name}: SEO ${f.seo} >= ${budgets.seo}`, f.seo >= budgets.seo)
    check(`${name}: CLS ${f.cls.toFixed(3)} <= ${budgets.cls}`, f.cls <= budgets.cls)
  }
  console.log(failures === 0 ? '\nAll budgets met.' : `\n${failures} budget(s) missed.`)
  return failures
}
