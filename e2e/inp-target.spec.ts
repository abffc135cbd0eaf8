import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'

// Interaction to Next Paint on a phone (issue 36, point 4; phone project only): web-vitals records
// INP over the first three interactions on the results page and on a profile, made as a visitor
// makes them (real taps: Event Timing measures only the browser's own input), on a CPU slowed 4x
// through DevTools. The target is 200 ms for each of the three: INP is the slowest interaction so
// far (fewer than 50), so INP after the k-th tap at most 200 ms means each of the first k was.
// The first tap is also the one that starts the app on a phone (ADR 011): the next two may come
// while it starts.
// Not in CI's scope (playwright.config.ts, CI_PHONE): the target is still missed at times
// (2026-12-07, 4x, a quiet 2-core machine, three runs: results 80-104 / 40-80 / 128-168 ms, passed
// 3 of 3; profile 144-312 / 112-136 / 200-208 ms, Book on the line; ADR 011), and under CI's load
// every tap waits longer. A missed target is a finding, not a test to weaken: it moves into CI's
// scope once it passes.

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const INP_TARGET_MS = 200
const CPU_SLOWDOWN = 4

// The attribution build names each interaction's target; its IIFE defines `webVitals`.
const webVitals = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)

type Report = {
  inp: number
  target: string
  type: string
  input: number
  processing: number
  presentation: number
  scripts: string[]
}
type Interaction = { id: number; name: string; target: string; ms: number }
type Recorded = { recording: boolean; reports: Report[]; interactions: Interaction[] }

/**
 * Before any of the page's scripts: web-vitals' INP, every change reported (down to Event Timing's
 * 16 ms floor), and each interaction's own latency (the longest of its events), read from the same
 * Event Timing entries.
 */
function recordInp(webVitals: {
  onINP: (
    cb: (m: {
      value: number
      attribution: {
        interactionTarget: string
        interactionType: string
        inputDelay: number
        processingDuration: number
        presentationDelay: number
        longAnimationFrameEntries: {
          scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number }[]
        }[]
      }
    }) => void,
    o: object,
  ) => void
}) {
  const recorded: Recorded = { recording: false, reports: [], interactions: [] }
  ;(window as unknown as { inpRecorded: Recorded }).inpRecorded = recorded
  webVitals.onINP(
    (metric) =>
      recorded.reports.push({
        inp: metric.value,
        target: metric.attribution.interactionTarget,
        type: metric.attribution.interactionType,
        // Where the slowest interaction's time went: waiting for the main thread (a task already
        // running), the page's own event handlers, then style, layout and paint to the next frame.
        input: Math.round(metric.attribution.inputDelay),
        processing: Math.round(metric.attribution.processingDuration),
        presentation: Math.round(metric.attribution.presentationDelay),
        // The scripts of the frames it overlapped (Long Animation Frames), the longest first.
        scripts: metric.attribution.longAnimationFrameEntries
          .flatMap((frame) => frame.scripts)
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map(
            (s) =>
              `${s.invoker} ${s.sourceFunctionName || ''} ${s.sourceURL.split('/').pop()} ${Math.round(s.duration)} ms`,
          ),
      }),
    { reportAllChanges: true, durationThreshold: 16 },
  )
  // TypeScript's DOM types lack Event Timing's interactionId and the observer's durationThreshold.
  type EventEntry = PerformanceEventTiming & { interactionId?: number }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue
      const seen = recorded.interactions.find((i) => i.id === entry.interactionId)
      const target = entry.target ? entry.target.nodeName.toLowerCase() : '?'
      if (!seen) recorded.interactions.push({ id: entry.interactionId, name: entry.name, target, ms: entry.duration })
      else if (entry.duration > seen.ms) Object.assign(seen, { name: entry.name, target, ms: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  // Checked by the test: a recorder that failed to start would read as "every tap under 16 ms".
  recorded.recording = true
}

async function openThrottled(page: Page, path: string) {
  // Playwright runs an init script inside a function: the IIFE's `var webVitals` is local to it.
  await page.addInitScript({ content: `${webVitals}\n;(${recordInp.toString()})(webVitals)` })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(path)
  await page.waitForLoadState('load')
}

/**
 * INP so far, by web-vitals (0 while every interaction was under Event Timing's 16 ms floor), once
 * it has taken in the k-th tap: web-vitals handles Event Timing's entries when the page is idle, so
 * it is read again until it has caught up with the slowest interaction the observer saw (5 s at most).
 */
async function inpAfter(page: Page, taps: number, label: string): Promise<{ label: string; inp: number }> {
  const read = () => page.evaluate(() => (window as unknown as { inpRecorded: Recorded }).inpRecorded)
  let recorded = await read()
  expect(recorded.recording, 'web-vitals and the Event Timing observer are recording').toBe(true)
  const slowest = (r: Recorded) => Math.max(0, ...r.interactions.map((i) => i.ms))
  const caughtUp = (r: Recorded) => (r.reports.at(-1)?.inp ?? 0) >= slowest(r)
  for (let waited = 0; waited < 5000 && (!caughtUp(recorded) || waited < 500); waited += 250) {
    await page.waitForTimeout(250)
    recorded = await read()
  }
  const last = recorded.reports.at(-1)
  const inp = last?.inp ?? 0
  const seen = recorded.interactions.map((i) => `${i.name} on ${i.target} ${i.ms} ms`).join(', ')
  const phases = last
    ? ` (${last.type} on ${last.target}: input delay ${last.input}, processing ${last.processing}, presentation ${last.presentation}; scripts: ${last.scripts.join(', ') || 'none'})`
    : ''
  console.log(
    `INP after ${taps} tap(s) (${label}): ${inp} ms${phases}; interactions so far: ${seen || 'none over 16 ms'}`,
  )
  return { label, inp }
}

/** A New York demo stylist who takes online bookings (the profile then shows Book). */
async function bookableStylist(request: APIRequestContext) {
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  for (const card of (await res.json()) as Array<{ id: number; slug: string; stylistName: string }>) {
    const info = (await (await request.get(`/api/stylists/${card.id}/booking`)).json()) as { acceptsBookings: boolean }
    if (info.acceptsBookings) return card
  }
  throw new Error('No New York demo stylist takes online bookings')
}

test(`results: INP of each of the first three taps (Filters, a filter section, Sort) <= ${INP_TARGET_MS} ms at ${CPU_SLOWDOWN}x CPU`, async ({
  page,
}) => {
  await openThrottled(page, '/find-stylists?location=New+York%2C+NY')
  const bar = page.getByTestId('phone-results-bar')
  const steps = []

  await bar.locator('summary').tap()
  await expect(bar.locator('#results-filters')).toBeVisible()
  steps.push(await inpAfter(page, 1, 'Filters'))

  // A section of the filters (an accordion, the app's: a tap before it runs is held and replayed).
  await bar.getByRole('button', { name: 'Rating' }).tap()
  await expect(bar.getByRole('radiogroup', { name: 'Minimum rating' })).toBeVisible()
  steps.push(await inpAfter(page, 2, 'Rating section'))

  // The sort's select: its tap opens the platform's picker.
  await bar.locator('select').tap()
  steps.push(await inpAfter(page, 3, 'Sort'))

  for (const { label, inp } of steps) expect(inp, `INP once ${label} was tapped`).toBeLessThanOrEqual(INP_TARGET_MS)
})

test(`profile: INP of each of the first three taps (Reviews, Services, Book) <= ${INP_TARGET_MS} ms at ${CPU_SLOWDOWN}x CPU`, async ({
  page,
  request,
}) => {
  const stylist = await bookableStylist(request)
  await openThrottled(page, `/stylist/${stylist.id}/${stylist.slug}`)
  const steps = []

  await page.getByRole('tab', { name: 'Reviews' }).tap()
  await expect(page.locator('[role=tabpanel]#reviews')).toBeVisible()
  steps.push(await inpAfter(page, 1, 'Reviews tab'))

  await page.getByRole('tab', { name: 'Services' }).tap()
  await expect(page.locator('[role=tabpanel]#services')).toBeVisible()
  steps.push(await inpAfter(page, 2, 'Services tab'))

  await page.getByTestId('profile-header-book').tap()
  // The booking preview (if the app had not started yet) or the app's panel: whichever answers.
  await expect(page.getByRole('dialog', { name: `Book with ${stylist.stylistName}` }).first()).toBeVisible()
  steps.push(await inpAfter(page, 3, 'Book'))

  for (const { label, inp } of steps) expect(inp, `INP once ${label} was tapped`).toBeLessThanOrEqual(INP_TARGET_MS)
})
