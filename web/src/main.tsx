// The browser's entry, kept tiny (ADR 011, "Design 2"). The signed-in screens arrive as
// the empty shell: the app starts at once and renders them. A public page arrives rendered by the
// server (entry-server.tsx) and already works as plain HTML (links, the GET search form), so the
// app need not run for the page to be read or followed:
// - on a wide screen (the map beside the list) it starts once the page has loaded and the main
//   thread is idle, or at the first pointer, key, focus or touch if that comes first;
// - on a phone-width screen it starts at the visitor's first touch, key or focus (a scroll's touch
//   counts), so a visitor who only reads the page costs the phone nothing more;
// - at once when the address asks for what only the app shows (a #fragment, the results' map).
// A click that needs the app (a button, a tab) made before it runs is held and replayed once it
// does; links and forms with an address keep doing what they do in plain HTML.
import { previewSettled } from './lib/booking-preview-runner'
import { clearLeaving, holdUntilStarted } from './lib/held-interactions'

const serverRendered = '$_TSR' in window
// The results page's DESKTOP_QUERY (Chakra's `lg`), written again on purpose: a module that both the
// entry and the app import is bundled with the app's shared code, which the entry would then load
// (tried: the entry then imported a shared chunk of the app's besides its runtime and preload helper).
const WIDE_SCREEN = '(min-width: 64rem)'
const START_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
const GESTURE_ENDS = ['click', 'pointercancel', 'touchcancel'] as const

/** The scripts the server named in `#root`'s data attribute that were not asked for yet. */
const asked = new Set<string>()
function named(attribute: 'scripts' | 'prefetch'): string[] {
  const hrefs = (document.getElementById('root')?.dataset[attribute]?.split(' ') ?? []).filter(
    (href) => href && !asked.has(href),
  )
  for (const href of hrefs) asked.add(href)
  return hrefs
}

/** Fetches (and compiles) a module script without running it. */
function preload(href: string): void {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}

/**
 * Preloads `hrefs` a few at a time, while the main thread is idle: each costs the main thread 5-6 ms
 * at 8x CPU to ask for (Chromium's resource fetcher), and the page's 32 in one callback made a task
 * of 203 ms, which a tap made then waited for, and Lighthouse counted as blocking (a trace of a
 * profile, issue 36). The app's start asks at once for what is left (`preloadNow`).
 */
const queue: string[] = []
function preloadWhenIdle(hrefs: string[]): void {
  queue.push(...hrefs)
  if (queue.length === 0) return
  if (!('requestIdleCallback' in window)) {
    const batch = () => {
      for (const href of queue.splice(0, 4)) preload(href)
      if (queue.length > 0) setTimeout(batch, 50)
    }
    return void setTimeout(batch, 50)
  }
  const step = (deadline: IdleDeadline) => {
    // At least one per callback (a callback called on its timeout has no time left).
    while (queue.length > 0) {
      preload(queue.shift()!)
      if (deadline.timeRemaining() <= 10) break
    }
    if (queue.length > 0) requestIdleCallback(step, { timeout: 2000 })
  }
  requestIdleCallback(step, { timeout: 2000 })
}
function preloadNow(): void {
  for (const href of [...queue.splice(0), ...named('prefetch'), ...named('scripts')]) preload(href)
}

/** Runs `action` in a task after the next frame has been painted. */
function afterNextPaint(action: () => void): void {
  requestAnimationFrame(() => setTimeout(action, 0))
}

/** A task of its own for what comes next: the browser answers a tap and paints in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The app's modules run in steps, each in a task of its own (issue 36, INP): in one import they
 * ran in one task of 0.8-1.3 s at 4x CPU on a phone, and a tap made meanwhile waited for all of it.
 * Each step runs what its module needs and was not run yet: React, then zod, Chakra's theme and its
 * system, the router with the routes' shared code, the app itself, and the scripts of this page's
 * route that the server named (#root's data-scripts).
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('zod'),
  () => import('./theme/chakra-theme'),
  () => import('./theme/system'),
  () => import('./router'),
]

async function start(): Promise<void> {
  // Fetched (not run) all at once: the app's scripts (the server names them, #root's data-prefetch),
  // and this page's routes' (data-scripts), not once the app has run and asked for them.
  preloadNow()
  // A page the app renders itself (the signed-in screens' empty shell) has nothing to tap meanwhile,
  // and no scripts named to fetch ahead: its steps would fetch one after another.
  if (!serverRendered) return import('./app').then(({ startApp }) => startApp(false))
  for (const step of STEPS) {
    await step()
    await nextTask()
  }
  const { startApp } = await import('./app')
  await nextTask()
  for (const href of document.getElementById('root')?.dataset.scripts?.split(' ') ?? []) {
    if (!href) continue
    await import(/* @vite-ignore */ href)
    await nextTask()
  }
  startApp(true)
}

if (!serverRendered) void start()
else {
  const held = holdUntilStarted()
  let started = false
  const startOnce = (event?: Event) => {
    // A touch or click on a link leaves the page in plain HTML: no app to fetch for it.
    if (started || (event?.type !== 'focusin' && event?.target instanceof Element && event.target.closest('a[href]'))) {
      return
    }
    started = true
    for (const name of START_EVENTS) removeEventListener(name, startOnce, true)
    // A Book that opened the booking preview: its times are drawn first (at most 1.5 s), then the
    // app's scripts run (they would hold the main thread the times are drawn on).
    const run = () => void previewSettled().then(start).then(held.replay)
    if (!event) return run()
    // Once the gesture has ended and its answer is painted: what a tap opens in plain HTML (Filters,
    // a tab, the menu, the booking preview) is shown before the app's scripts run and hold the main
    // thread. A touch ends in a click, or is cancelled (it became a scroll); a long press waits 1 s.
    if (event.type === 'pointerdown' || event.type === 'touchstart') {
      let ended = false
      const afterGesture = () => {
        if (ended) return
        ended = true
        for (const name of GESTURE_ENDS) removeEventListener(name, afterGesture, true)
        afterNextPaint(run)
      }
      for (const name of GESTURE_ENDS) addEventListener(name, afterGesture, { capture: true, passive: true })
      setTimeout(afterGesture, 1000)
    } else afterNextPaint(run)
  }
  for (const name of START_EVENTS) addEventListener(name, startOnce, { capture: true, passive: true })
  // A page left while the app was still starting (a link followed before it ran) comes back from
  // the back-forward cache half started, and its controls do not answer: load it afresh instead.
  let leftWhileStarting = false
  addEventListener('pagehide', () => {
    leftWhileStarting = started && document.documentElement.dataset.app !== 'ready'
  })
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    if (leftWhileStarting) location.reload()
    // The bar a link showed as the page was left (lib/held-interactions.ts).
    else clearLeaving()
  })
  // An address that asks for what only the app can show (a profile tab's #fragment, which the
  // server never sees; the results' map; the profile's booking panel, ?book= or a card's ?next=)
  // starts it at once, at any width.
  const search = new URLSearchParams(location.search)
  const asksForApp = location.hash !== '' || search.get('view') === 'map' || search.has('book') || search.has('next')
  // Once the page has loaded and the main thread is idle, the app's scripts (and the page's, and on
  // a profile the booking panel's) are fetched but not run, at any width: the visitor's first tap
  // then pays only for running them (issue 36), and a reader who never taps runs nothing.
  const prefetch = () => preloadWhenIdle([...named('scripts'), ...named('prefetch')])
  if (document.readyState === 'complete') prefetch()
  else addEventListener('load', prefetch, { once: true })
  if (asksForApp) startOnce()
  else if (matchMedia(WIDE_SCREEN).matches) {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => startOnce(), { timeout: 1000 })
      else setTimeout(() => startOnce(), 50)
    }
    if (document.readyState === 'complete') whenIdle()
    else {
      addEventListener('load', whenIdle, { once: true })
      // Images still arriving on a slow connection hold back `load`: the app starts after 3 s anyway.
      setTimeout(() => startOnce(), 3000)
    }
  }
}
