import { useEffect } from 'react'
import { hydrateTheRest } from './hydration-gate'

/** The parts of the root layout that commit on their own (Suspense boundaries split hydration). */
const PARTS = ['header', 'page', 'footer'] as const
const committed = new Set<string>()

/** How long after the page is ready its components' own updates on mounting are done (see below). */
const SETTLE_MS = 1000

/** Marks the page ready once React has done the work it scheduled after the commits. */
function markReadyWhenIdle() {
  const mark = () => {
    document.documentElement.dataset.app = 'ready'
    // Then what waited (components/hydrate-later.tsx), at an idle moment once the updates that
    // components make as they mount (Ark's tabs and their panels' presence, the menu) are done:
    // such an update (an urgent one, not a transition) reaching a waiting part whose gate is open
    // makes React hydrate it at once, in one task (measured: 470-690 ms at 4x on a profile).
    const rest = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(hydrateTheRest, { timeout: 2000 })
      else setTimeout(hydrateTheRest, 50)
    }
    setTimeout(rest, SETTLE_MS)
  }
  if ('requestIdleCallback' in window) requestIdleCallback(mark, { timeout: 1000 })
  else setTimeout(mark, 50)
}

/**
 * Rendered once in each part of the root layout: when all three have committed (hydrated, on a
 * server-rendered page) and the main thread is next idle, the page says so on
 * `<html data-app="ready">`, which held interactions (lib/held-interactions.ts) and the e2e tests
 * (e2e/fixtures/hydration.ts) wait for; the entry (main.tsx) reads it too. Before the commits a
 * click can reach an element React has rendered but not committed, and is lost; right after them
 * React still re-renders what hydration rendered with the server's values (the results page's
 * layout, from `useMediaQuery`), and a change made in that window was measured to be undone.
 */
export function PartCommitted({ part }: { part: (typeof PARTS)[number] }) {
  useEffect(() => {
    if (committed.has(part)) return
    committed.add(part)
    if (committed.size === PARTS.length) markReadyWhenIdle()
  }, [part])
  return null
}
