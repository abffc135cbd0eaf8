// The first tap a phone visitor makes (issue 36, points 1 and 4): on a phone-width page the app
// starts only at the first touch (ADR 011, design 2), and the first controls (Filters, Sort,
// Map/List, the profile's tabs, the header's menu) answer from HTML before it runs; Book needs the
// app. This times, for each control, the tap until its visible answer, under Lighthouse's mobile
// conditions applied for real (DevTools throttling: its slow-4G figures, and a CPU slowdown).
//
// Timed in the page's own clock, not Playwright's (whose round trips under a throttled CPU are tens
// of milliseconds, against a 100 ms target): an init script notes the tap's input timestamp (the
// `change` of a select, for Sort: the moment the visitor's choice is made) and then, every frame
// before paint, whether the answer shows. Both are absolute times (timeOrigin + timeStamp) kept in
// sessionStorage, so an answer on the next page (Map, Sort before the app runs) is timed too.
import { chromium, type Page } from '@playwright/test'

/** Lighthouse's mobile preset as DevTools applies it (its `devtools` throttling constants). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}

/** How long after `load` the visitor taps: a quick tap, and one after the scripts were prefetched. */
export const TAP_DELAYS_MS = [1000, 5000] as const

export type FirstTap = { page: string; control: string; delayMs: number; ms: number }

export type Target = {
  page: string
  path: string
  control: string
  /** A point 1 control's first answer (from HTML), the page it loads (printed), or Book. */
  kind: 'html' | 'page' | 'book'
  /** What starts the clock: the tap's first touch, or the select's change (the choice made). */
  startOn: 'pointerdown' | 'change'
  /** A CSS selector: the answer is shown once an element it matches is visible (`checkVisibility`). */
  answer: string
  /** And its text is not this (a list still being fetched). */
  textNot?: string
  /** Or, for an element with text, its text is this (the list's own wait). */
  textIs?: string
  /** And the address has this. */
  urlIncludes?: string
  /** The visitor's gesture. */
  act: (page: Page) => Promise<void>
}

const menuTarget = (page: string, path: string): Target => ({
  page,
  path,
  control: 'Menu',
  kind: 'html',
  startOn: 'pointerdown',
  // The server's popover before the app runs, its drawer (a dialog) once it does: either has the links.
  answer: '#site-menu:popover-open a[href], [role=dialog] a[href]',
  act: (p) => p.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap(),
})

export function firstTapTargets(searchPath: string, profilePath: string): Target[] {
  const bar = (page: Page) => page.getByTestId('phone-results-bar')
  const sortByPrice = async (page: Page) => {
    const select = bar(page).locator('select')
    await select.tap()
    await select.selectOption('price-low')
  }
  return [
    {
      page: 'search',
      path: searchPath,
      control: 'Filters',
      kind: 'html',
      startOn: 'pointerdown',
      answer: '[data-testid=phone-results-bar] #results-filters',
      act: (page) => bar(page).locator('summary').tap(),
    },
    {
      page: 'search',
      path: searchPath,
      control: 'Sort',
      kind: 'html',
      startOn: 'change',
      // The first answer to the choice: before the app runs the form is sent (a page load), and the
      // entry shows at once that the page is coming (its bar); with the app, the list's own wait.
      answer: '#page-progress, html:has(#results-sort-bar option[value=price-low]:checked) [data-testid=results-count]',
      textIs: 'Searching…',
      act: sortByPrice,
    },
    {
      page: 'search',
      path: searchPath,
      control: 'Sort: page',
      kind: 'page',
      startOn: 'change',
      // The page sorted by the new choice, its results shown: before the app runs the form is sent
      // (a page load); with the app the address changes and the list is fetched again.
      answer: 'html:has(#results-sort-bar option[value=price-low]:checked) [data-testid=results-count]',
      textNot: 'Searching…',
      urlIncludes: 'sort=price-low',
      act: sortByPrice,
    },
    {
      page: 'search',
      path: searchPath,
      control: 'Map/List',
      kind: 'html',
      startOn: 'pointerdown',
      // The first answer: the bar that shows the map's page is coming (before the app runs), or
      // the map's region (with the app).
      answer: '#page-progress, section[aria-label="Map of the results"]',
      act: (page) => bar(page).getByRole('link', { name: 'Map' }).tap(),
    },
    {
      page: 'search',
      path: searchPath,
      control: 'Map/List: page',
      kind: 'page',
      startOn: 'pointerdown',
      // The map's region (its drawing follows), or the notice that the map cannot be shown.
      answer: 'section[aria-label="Map of the results"]',
      act: (page) => bar(page).getByRole('link', { name: 'Map' }).tap(),
    },
    menuTarget('search', searchPath),
    {
      page: 'profile',
      path: profilePath,
      control: 'Reviews tab',
      kind: 'html',
      startOn: 'pointerdown',
      answer: '[role=tabpanel]#reviews',
      act: (page) => page.getByRole('tab', { name: /Reviews/ }).tap(),
    },
    {
      page: 'profile',
      path: profilePath,
      control: 'Book',
      kind: 'book',
      startOn: 'pointerdown',
      // The booking panel, or before the app runs its first step from the page's HTML (the
      // preview: the services, the days and times on their way).
      answer: '[role=dialog][aria-modal=true]',
      act: (page) => page.getByTestId('profile-header-book').tap(),
    },
    {
      page: 'profile',
      path: profilePath,
      control: 'Book: times',
      kind: 'book',
      startOn: 'pointerdown',
      // The same tap, until the first day's times show (or the words that there are none), in the
      // preview (drawn by the entry before the app runs) or the app's panel: what the visitor
      // waits for before they can choose.
      answer:
        '[role=dialog] [role=group] button[data-slot], [role=dialog]:not(#booking-preview) [role=group] button, [data-testid=booking-no-slots]',
      act: (page) => page.getByTestId('profile-header-book').tap(),
    },
    {
      page: 'profile',
      path: profilePath,
      control: 'Book: panel',
      kind: 'book',
      startOn: 'pointerdown',
      // The same tap, until the app's own panel shows the times (the rest of the booking: policy,
      // note, sign in or confirm): when the visitor can go on past a time.
      answer:
        '[role=dialog]:not(#booking-preview) [role=group] button, [role=dialog]:not(#booking-preview) [data-testid=booking-no-slots]',
      act: (page) => page.getByTestId('profile-header-book').tap(),
    },
    menuTarget('profile', profilePath),
  ]
}

/** Installed in every document of the context: notes the start and, each frame, whether the answer shows. */
function watchForAnswer() {
  const store = sessionStorage
  const now = () => performance.timeOrigin + performance.now()
  const watch = () => {
    const selector = store.getItem('bench:answer')
    if (!selector || store.getItem('bench:answeredAt')) return
    const textNot = store.getItem('bench:textNot')
    const textIs = store.getItem('bench:textIs')
    const urlIncludes = store.getItem('bench:urlIncludes') ?? ''
    const frame = () => {
      if (store.getItem('bench:answeredAt')) return
      const shown =
        location.href.includes(urlIncludes) &&
        Array.from(document.querySelectorAll(selector)).some(
          (el) =>
            el.checkVisibility() &&
            (textNot === null || el.textContent?.trim() !== textNot) &&
            (textIs === null || !el.textContent?.trim() || el.textContent.trim() === textIs),
        )
      if (shown && store.getItem('bench:startedAt')) store.setItem('bench:answeredAt', String(now()))
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }
  const start = (event: Event) => {
    if (event.type !== store.getItem('bench:startOn') || store.getItem('bench:startedAt')) return
    store.setItem('bench:startedAt', String(performance.timeOrigin + event.timeStamp))
  }
  addEventListener('pointerdown', start, { capture: true })
  addEventListener('change', start, { capture: true })
  // A page the tap led to (Map, Sort before the app runs) keeps watching.
  if (store.getItem('bench:startedAt')) watch()
  ;(window as unknown as { benchWatch: () => void }).benchWatch = watch
}

/**
 * For each target, delay and run: load the page on a phone-sized screen, wait for `load` and the
 * delay, make the gesture, and time until the answer shows (median of `runs`).
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
      for (const delayMs of TAP_DELAYS_MS) {
        const times: number[] = []
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 1.75,
          })
          // tsx compiles this file keeping function names (esbuild's `__name` helper), which the page lacks.
          await context.addInitScript({ content: `self.__name ||= (f) => f;\n(${watchForAnswer.toString()})()` })
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
          await page.goto(origin + target.path, { waitUntil: 'load', timeout: 120_000 })
          await page.waitForTimeout(delayMs)
          await page.evaluate(
            ({ answer, startOn, textNot, textIs, urlIncludes }) => {
              sessionStorage.setItem('bench:answer', answer)
              sessionStorage.setItem('bench:startOn', startOn)
              if (textNot !== undefined) sessionStorage.setItem('bench:textNot', textNot)
              if (textIs !== undefined) sessionStorage.setItem('bench:textIs', textIs)
              if (urlIncludes !== undefined) sessionStorage.setItem('bench:urlIncludes', urlIncludes)
              ;(window as unknown as { benchWatch: () => void }).benchWatch()
            },
            {
              answer: target.answer,
              startOn: target.startOn,
              textNot: target.textNot,
              textIs: target.textIs,
              urlIncludes: target.urlIncludes,
            },
          )
          await target.act(page)
          // The tap may load another page: sessionStorage carries the times across. No answer within
          // a minute is a miss (printed as such), not the end of the run.
          const ms = await page
            .waitForFunction(() => sessionStorage.getItem('bench:answeredAt'), null, { timeout: 60_000, polling: 100 })
            .then(() =>
              page.evaluate(
                () =>
                  Number(sessionStorage.getItem('bench:answeredAt')) -
                  Number(sessionStorage.getItem('bench:startedAt')),
              ),
            )
            .catch(async (error: Error) => {
              const state = await page
                .evaluate(() => ({ url: location.href, started: sessionStorage.getItem('bench:startedAt') }))
                .catch(() => null)
              console.log(
                `  ${target.page} ${target.control}: no answer (${error.message.split('\n')[0]}; ${JSON.stringify(state)})`,
              )
              return Number.POSITIVE_INFINITY
            })
          times.push(ms)
          await context.close()
        }
        times.sort((a, b) => a - b)
        results.push({
          page: target.page,
          control: target.control,
          delayMs,
          ms: times[Math.floor(times.length / 2)]!,
        })
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
