// `npx tsx scripts/bench/trace-taps.ts <origin> [results|profile] [--runs N] [--cpu 4]`
// Where a phone's first three taps lose their time (issue 36, point 4's INP): the INP spec's taps on
// results (Filters, the Rating section, Sort) or a profile (Reviews, Services, Book), on a 390 x 844
// touch screen at 4x CPU (DevTools throttling), with Chromium's trace running. Prints each
// interaction as Event Timing measures it (input delay, processing, presentation: INP is the worst
// of them), and every main-thread task over 50 ms from the first tap on, with what ran in it (the
// scripts evaluated, the functions called, style and layout), in the page's clock from that tap.
// Not a benchmark with a budget: a diagnosis (run it with nothing else on the machine).
import { chromium, type Page } from '@playwright/test'

const args = process.argv.slice(2)
const origin = args[0] ?? 'http://127.0.0.1:3000'
const which = args[1] ?? 'profile'
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const runs = flag('runs', 1)
const cpu = flag('cpu', 4)

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; name?: string }
}
type EventEntry = { name: string; start: number; delay: number; processing: number; duration: number; target: string }

function recordEvents() {
  const seen: EventEntry[] = []
  ;(window as unknown as { seenEvents: EventEntry[] }).seenEvents = seen
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!e.interactionId) continue
      seen.push({
        name: e.name,
        start: e.startTime,
        delay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        duration: e.duration,
        target:
          e.target instanceof Element
            ? `${e.target.nodeName.toLowerCase()}${e.target.id ? `#${e.target.id}` : ''}`
            : '?',
      })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

async function bookableProfile(page: Page): Promise<string> {
  const res = await page.request.get(`${origin}/api/directory/states/NY/cities/New%20York/stylists`)
  for (const card of (await res.json()) as Array<{ id: number; slug: string }>) {
    const info = (await (await page.request.get(`${origin}/api/stylists/${card.id}/booking`)).json()) as {
      acceptsBookings: boolean
    }
    if (info.acceptsBookings) return `/stylist/${card.id}/${card.slug}`
  }
  throw new Error('no bookable New York stylist')
}

async function taps(page: Page): Promise<void> {
  if (which === 'results') {
    const bar = page.getByTestId('phone-results-bar')
    await bar.locator('summary').tap()
    await bar.locator('#results-filters').waitFor()
    await bar.getByRole('button', { name: 'Rating' }).tap()
    await bar.getByRole('radiogroup', { name: 'Minimum rating' }).waitFor()
    await bar.locator('select').tap()
  } else {
    await page.getByRole('tab', { name: 'Reviews' }).tap()
    await page.locator('[role=tabpanel]#reviews').waitFor()
    await page.getByRole('tab', { name: 'Services' }).tap()
    await page.locator('[role=tabpanel]#services').waitFor()
    await page.getByTestId('profile-header-book').tap()
    await page.getByRole('dialog').first().waitFor()
  }
  await page.waitForTimeout(4000)
}

function summarize(events: TraceEvent[], firstTapTs: number): string[] {
  const main =
    events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.name === 'EventTiming'),
    ) ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) return ['no renderer main thread in the trace']
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= firstTapTs - 200_000 && (e.dur ?? 0) > 50_000)
  const lines: string[] = []
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const parts = new Map<string, number>()
    for (const e of inside) {
      let key: string | undefined
      const data = e.args?.data ?? {}
      if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')
        key = `evaluate ${String(data.url ?? '')
          .split('/')
          .pop()}`
      else if (e.name === 'FunctionCall')
        key = `call ${String(data.functionName || '(anonymous)')} ${String(data.url ?? '')
          .split('/')
          .pop()}:${String(data.lineNumber ?? '')}`
      else if (e.name === 'UpdateLayoutTree' || e.name === 'Layout' || e.name === 'Paint' || e.name === 'ParseHTML')
        key = e.name
      else if (e.name === 'EventDispatch') key = `event ${String(data.type ?? '')}`
      else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'FireIdleCallback') key = e.name
      if (key) parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0))
    }
    const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)
    lines.push(
      `  task at +${((task.ts - firstTapTs) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ` +
        top.map(([k, d]) => `${k} ${(d / 1000).toFixed(0)}`).join('; '),
    )
  }
  return lines
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
})
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  const path = which === 'results' ? '/find-stylists?location=New+York%2C+NY' : await bookableProfile(page)
  await page.addInitScript({ content: `(${recordEvents.toString()})()` })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await page.goto(`${origin}${path}`)
  await page.waitForLoadState('load')
  await page.waitForTimeout(1000)
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'toplevel',
    ],
  })
  const tapAt = await page.evaluate(() => performance.timeOrigin + performance.now())
  await taps(page)
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const seen = await page.evaluate(() => (window as unknown as { seenEvents: EventEntry[] }).seenEvents)
  const origin0 = await page.evaluate(() => performance.timeOrigin)
  console.log(`\n${which} run ${run} (${cpu}x):`)
  for (const e of seen) {
    console.log(
      `  ${e.name} on ${e.target} at +${(origin0 + e.start - tapAt).toFixed(0)} ms: ${e.duration} ms ` +
        `(delay ${e.delay.toFixed(0)}, processing ${e.processing.toFixed(0)}, presentation ${(e.duration - e.delay - e.processing).toFixed(0)})`,
    )
  }
  // The trace's clock is microseconds on the same monotonic base as the first interaction's event.
  const firstEvent = trace.traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown')
  for (const line of summarize(trace.traceEvents, firstEvent?.ts ?? trace.traceEvents[0]?.ts ?? 0)) console.log(line)
  await context.close()
}
await browser.close()
