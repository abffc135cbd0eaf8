// The cost of starting the app at the first touch (ADR 011, design 2): on a phone-width page the
// app's script is fetched and run only when the visitor first touches the page. This measures how
// long a first tap on a control that needs the app takes to be answered, under Lighthouse's mobile
// conditions applied for real (DevTools throttling: its slow-4G figures, and a CPU slowdown).
import { chromium, type Page } from '@playwright/test'

/** Lighthouse's mobile preset as DevTools applies it (its `devtools` throttling constants). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}

export type FirstTap = { name: string; control: string; ms: number }

type Target = {
  name: string
  path: string
  control: string
  /** The control to tap, and what shows the app answered it. */
  tap: (page: Page) => Promise<void>
}

export function firstTapTargets(searchPath: string, profilePath: string): Target[] {
  return [
    {
      name: 'search',
      path: searchPath,
      control: 'Filters',
      tap: async (page) => {
        const filters = page.getByTestId('phone-results-bar').getByRole('button', { name: /^Filters/ })
        await filters.tap()
        await page.waitForSelector('#results-filters', { timeout: 60_000 })
      },
    },
    {
      name: 'profile',
      path: profilePath,
      control: 'Reviews tab',
      tap: async (page) => {
        const tab = page.getByRole('tab', { name: /Reviews/ })
        await tab.tap()
        await page.waitForSelector('[role="tab"][aria-selected="true"]:has-text("Reviews")', { timeout: 60_000 })
      },
    },
  ]
}

/**
 * For each target: load the page on a phone-sized screen, wait for `load` and a second of reading,
 * tap the control, and time until the app's answer shows (median of `runs`).
 */
export async function measureFirstTaps(
  origin: string,
  targets: Target[],
  cpuSlowdown: number,
  runs: number,
): Promise<FirstTap[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const results: FirstTap[] = []
  try {
    for (const target of targets) {
      const times: number[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 1.75,
        })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await page.goto(origin + target.path, { waitUntil: 'load', timeout: 120_000 })
        await page.waitForTimeout(1000)
        const started = performance.now()
        await target.tap(page)
        times.push(performance.now() - started)
        await context.close()
      }
      times.sort((a, b) => a - b)
      results.push({ name: target.name, control: target.control, ms: times[Math.floor(times.length / 2)]! })
    }
  } finally {
    await browser.close()
  }
  return results
}
