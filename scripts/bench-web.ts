// `npm run bench:web [-- --runs 3 --port 8620]`
// Builds the web app, serves it in embedded mode on a fresh data dir, then for the home page, a
// search, a stylist's profile and a directory city page prints the first-load JavaScript (gzip
// size of every script Chromium downloaded while loading the page) and Lighthouse's mobile figures
// (median of --runs runs), checks them against issue 22's budgets and exits 1 when one is missed.
// Calibrated (ADR 011): Lighthouse's default 4x CPU slowdown assumes a fast desktop host; each run
// reports the host's benchmarkIndex, and Lighthouse's documented calibration (docs/throttling.md,
// "Calibrating the CPU slowdown", and its authors' calculator) turns that into the multiplier that
// emulates the same mid-tier phone here. The budgets apply to the calibrated runs; the
// uncalibrated 4x runs are printed beside them, with the machine's load average.
// Then (issue 36, point 4) a phone's first tap on each control that answers from HTML (Filters,
// Sort, Map/List, the profile's Reviews tab, the header's menu) and on Book, 1 s and 5 s after load,
// at 4x and at the calibrated slowdown, and the JavaScript run at start on results and profile,
// each beside issue 36's target; a missed target fails the run as a missed budget does.
// BENCH_DATA_DIR reuses a data dir (skips the ~2-6 min demo seed while iterating).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { firstTapTargets, measureFirstTaps, TAP_DELAYS_MS, type FirstTap, type Target } from './bench/first-tap.ts'
import { startPages, startSet } from './bench/start-set.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8620' },
    // Measure the last build again (while iterating on the server or the bench itself).
    'skip-build': { type: 'boolean', default: false },
    // Only these first taps (comma-separated controls, e.g. "Book,Book: times"), at 4x and at the
    // given slowdown, without Lighthouse: a quick look while iterating, not the issue's figures.
    taps: { type: 'string' },
    slowdown: { type: 'string', default: '4' },
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

// Issue 22: performance 95 on / and a city page, 90 on results and a profile (more images).
const budgets = {
  jsKb: 220,
  performance: { home: 95, city: 95, search: 90, profile: 90 } as Record<string, number>,
  lcpMs: 2500,
  tbtMs: 200,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
}
// Issue 36's targets: a point 1 control's first tap answered within 100 ms at calibrated CPU
// (whenever it comes); Book tapped 5 s after load within 1.0 s at 4x and 1.5 s calibrated (tapped
// 1 s after load it is printed, not budgeted); the JavaScript run at start on results and profile.
const targets36 = { htmlControlMs: 100, bookAt5sMs: { uncalibrated: 1000, calibrated: 1500 }, startKb: 200 }
/** Lighthouse's default: its mobile preset's 4x on a desktop of the reference class. */
const UNCALIBRATED = 4

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
  benchmarkIndex: number
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
  if (values.taps) {
    const byName = new Map(pages.map((p) => [p.name, p.path]))
    const only = new Set(values.taps.split(','))
    const chosen = firstTapTargets(byName.get('search')!, byName.get('profile')!).filter((t) => only.has(t.control))
    const slowdown = Number(values.slowdown)
    const loadBefore = loadavg()
    const taps = new Map([
      [UNCALIBRATED, await measureFirstTaps(origin, chosen, UNCALIBRATED, runs)],
      [slowdown, await measureFirstTaps(origin, chosen, slowdown, runs)],
    ])
    const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' / ')
    console.log(`\nLoad average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(loadavg())} after, on ${os()}`)
    reportFirstTaps(chosen, taps, slowdown)
    stopServer()
    process.exit(0)
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  const loadBefore = loadavg()
  const results: Array<{ name: string; path: string; figures: Figures; uncalibrated: Figures }> = []
  let multiplier = UNCALIBRATED
  let benchmarkIndex = Number.NaN
  try {
    // The uncalibrated runs first: they also measure this host's benchmarkIndex.
    const plain = new Map<string, Figures>()
    for (const page of pages) {
      const samples: Figures[] = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${page.name} at ${UNCALIBRATED}x (${run}/${runs}) ${page.path}\n`)
        samples.push(await measure(chrome.port, origin + page.path, UNCALIBRATED))
      }
      plain.set(page.name, medianFigures(samples))
    }
    benchmarkIndex = median([...plain.values()].map((f) => f.benchmarkIndex))
    multiplier = cpuSlowdownMultiplier(benchmarkIndex)
    console.log(`benchmarkIndex ${benchmarkIndex.toFixed(0)}: CPU slowdown ${multiplier.toFixed(2)}x`)
    for (const page of pages) {
      const samples: Figures[] = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${page.name} at ${multiplier.toFixed(2)}x (${run}/${runs}) ${page.path}\n`)
        samples.push(await measure(chrome.port, origin + page.path, multiplier))
      }
      results.push({ ...page, figures: medianFigures(samples), uncalibrated: plain.get(page.name)! })
    }
  } finally {
    await chrome.kill()
  }
  // The first tap on a phone (issue 36): each control of point 1 and Book, at 1 s and 5 s after load.
  const byName = new Map(pages.map((p) => [p.name, p.path]))
  const targets = firstTapTargets(byName.get('search')!, byName.get('profile')!)
  const taps = new Map<number, FirstTap[]>()
  for (const slowdown of [UNCALIBRATED, multiplier]) {
    console.log(`First taps at ${slowdown.toFixed(2)}x CPU, slow 4G...`)
    taps.set(slowdown, await measureFirstTaps(origin, targets, slowdown, runs))
  }
  const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' / ')
  console.log(`\nLoad average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(loadavg())} after, on ${os()}`)
  console.log(
    `benchmarkIndex (median): ${benchmarkIndex.toFixed(0)}; calibrated CPU slowdown: ${multiplier.toFixed(2)}x`,
  )
  report(
    results.map((r) => ({ ...r, figures: r.uncalibrated })),
    `Uncalibrated (${UNCALIBRATED}x), for comparison`,
  )
  const failures = report(results, `Calibrated (${multiplier.toFixed(2)}x)`, true)
  const tapFailures = reportFirstTaps(targets, taps, multiplier)
  const startFailures = reportStartSets()
  const missed = failures + tapFailures + startFailures
  console.log(
    missed === 0 ? '\nEvery budget and issue 36 target met.' : `\n${missed} budget(s) or target(s) missed in all.`,
  )
  stopServer()
  process.exit(missed > 0 ? 1 : 0)
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

/** Real pages of the seeded data: the biggest city of the biggest state, and a featured stylist who takes bookings. */
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
  // One who takes online bookings: the profile's Book is measured too (the featured stylists change
  // by the day, and some take no online bookings, whose profile has no Book).
  let stylist: { id: number; slug: string } | undefined
  for (const featured of await getJson<Array<{ id: number; slug: string }>>('/api/stylists/featured')) {
    const booking = await getJson<{ acceptsBookings: boolean }>(`/api/stylists/${featured.id}/booking`)
    if (booking.acceptsBookings) {
      stylist = featured
      break
    }
  }
  if (!stylist) throw new Error('No featured stylist who takes online bookings to measure a profile with')
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/stylists?location=${encodeURIComponent(`${city}, ${state}`)}` },
    { name: 'profile', path: `/stylist/${stylist.id}/${stylist.slug}` },
    { name: 'city', path: `/stylist-directory/${state}/${encodeURIComponent(city)}` },
  ]
}

/**
 * Lighthouse's documented calibration of the CPU slowdown from a host's benchmarkIndex (the
 * calculator its authors publish with docs/throttling.md): 4x at an index of 1533, down to 1x at
 * 150 (a host that slow cannot emulate the phone at all, so it is measured as it is).
 */
function cpuSlowdownMultiplier(index: number): number {
  if (!Number.isFinite(index)) return UNCALIBRATED
  if (index >= 1300) return 3 + (index - 1300) / 233
  if (index >= 800) return 2 + (index - 800) / 500
  if (index >= 150) return 1 + (index - 150) / 650
  return 1
}

function os(): string {
  return `${process.platform} ${process.arch}, ${cpus().length} CPUs`
}

async function measure(chromePort: number, url: string, cpuSlowdown: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Lighthouse's mobile preset (slow 4G), with the CPU slowdown of this run.
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
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

/** Prints the table and (when `gate`) one line per budget; returns how many budgets were missed. */
function report(results: Array<{ name: string; path: string; figures: Figures }>, title: string, gate = false): number {
  console.log(
    `\n${title}: median of ${runs} Lighthouse run(s), mobile emulation, Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
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
  if (!gate) return 0
  for (const { name, path } of results) console.log(`  ${name}: ${path}`)
  console.log('')
  let failures = 0
  const check = (label: string, ok: boolean) => {
    if (!ok) failures++
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`)
  }
  for (const { name, figures: f } of results) {
    check(`${name}: first-load JS ${f.jsKb.toFixed(1)} KB gzip <= ${budgets.jsKb}`, f.jsKb <= budgets.jsKb)
    const performance = budgets.performance[name]!
    check(`${name}: performance ${f.performance} >= ${performance}`, f.performance >= performance)
    check(`${name}: LCP ${f.lcpMs.toFixed(0)} ms <= ${budgets.lcpMs}`, f.lcpMs <= budgets.lcpMs)
    check(`${name}: TBT ${f.tbtMs.toFixed(0)} ms <= ${budgets.tbtMs}`, f.tbtMs <= budgets.tbtMs)
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

/**
 * The first taps' table: one row per page, control and delay, the median at 4x and at calibrated
 * CPU, with issue 36's target beside it; returns how many targets were missed.
 */
function reportFirstTaps(targets: Target[], taps: Map<number, FirstTap[]>, calibrated: number): number {
  const label = (x: number) => `${x.toFixed(2)}x`
  console.log(
    `\nFirst tap on a phone (412 x 823), slow 4G, from the touch (Sort: the choice) to the visible answer, median of ${runs}:`,
  )
  console.log(
    ['page', 'control', 'tap at', `${label(UNCALIBRATED)} ms`, `${label(calibrated)} ms`, 'issue 36 target', '']
      .map((h, i) => (i < 3 ? h.padEnd(i === 1 ? 13 : 9) : h.padStart(i === 5 ? 22 : 12)))
      .join(''),
  )
  const at = (slowdown: number, t: Target, delayMs: number) =>
    taps.get(slowdown)!.find((f) => f.page === t.page && f.control === t.control && f.delayMs === delayMs)!.ms
  let misses = 0
  for (const t of targets) {
    for (const delayMs of TAP_DELAYS_MS) {
      const plain = at(UNCALIBRATED, t, delayMs)
      const slow = at(calibrated, t, delayMs)
      let target = 'none (printed)'
      let ok = true
      if (t.kind === 'html') {
        target = `<= ${targets36.htmlControlMs} at ${label(calibrated)}`
        ok = slow <= targets36.htmlControlMs
      } else if (delayMs === 5000 && t.control === 'Book') {
        // 'Book: times' (the first times, in the preview or the panel) and 'Book: panel' (the app's
        // panel) are printed beside it, not budgeted.
        target = `<= ${targets36.bookAt5sMs.uncalibrated} / ${targets36.bookAt5sMs.calibrated}`
        ok = plain <= targets36.bookAt5sMs.uncalibrated && slow <= targets36.bookAt5sMs.calibrated
      }
      if (!ok) misses++
      const cells = [t.page.padEnd(9), t.control.padEnd(13), `${delayMs / 1000} s`.padEnd(9)]
      const shown = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : 'no answer')
      const figures = [shown(plain), shown(slow), target].map((c, i) => c.padStart(i === 2 ? 22 : 12))
      console.log(cells.join('') + figures.join('') + (ok ? '' : '  MISS'))
    }
  }
  return misses
}

/**
 * The JavaScript run at start on results and profile: the start set the build's manifest names
 * (scripts/bench/start-set.ts: the entry, the app and the page's route chunks with their static
 * imports), KB gzip level 9, against issue 36's target; returns how many pages missed it.
 */
function reportStartSets(): number {
  console.log(`\nJavaScript run at start (the build's start set, scripts/bench/start-set.ts; KB gzip):`)
  let misses = 0
  for (const [page, routes] of Object.entries(startPages)) {
    const set = startSet(distDir, routes)
    const ok = set.kbGzip <= targets36.startKb
    if (!ok) misses++
    console.log(
      `  ${page.padEnd(9)}${String(set.files.length).padStart(3)} scripts ${set.kbGzip.toFixed(1).padStart(7)} KB   target <= ${targets36.startKb}${ok ? '' : '  MISS'}`,
    )
  }
  return misses
}
