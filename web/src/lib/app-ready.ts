import { useEffect } from 'react'
import { hydrateTheRest } from './hydration-gate'

/** The parts of the root layout that commit on their own (Suspense boundaries split hydration). */
const PARTS = ['header', 'page', 'footer'] as const
const committed = new Set<string>()

/** Marks the page ready once React has done the work it scheduled after the commits. */
function markReadyWhenIdle() {
  const mark = () => {
    document.documentElement.dataset.app = 'ready'
    // Then what waited (components/hydrate-later.tsx), at the next idle moment.
    if ('requestIdleCallback' in window) requestIdleCallback(hydrateTheRest, { timeout: 2000 })
    else setTimeout(hydrateTheRest, 50)
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
