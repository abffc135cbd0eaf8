import { useEffect } from 'react'

/** The parts of the root layout that commit on their own (Suspense boundaries split hydration). */
const PARTS = ['header', 'page', 'footer'] as const
const committed = new Set<string>()

/**
 * Rendered once in each part of the root layout: when all three have committed (hydrated, on a
 * server-rendered page), the page says so on `<html data-app="ready">` and with an `app-ready`
 * event, which held interactions (lib/held-interactions.ts) and the e2e tests wait for. Before
 * then a click can reach an element React has rendered but not yet committed, and is lost.
 */
export function PartCommitted({ part }: { part: (typeof PARTS)[number] }) {
  useEffect(() => {
    committed.add(part)
    if (committed.size < PARTS.length || document.documentElement.dataset.app === 'ready') return
    document.documentElement.dataset.app = 'ready'
    dispatchEvent(new Event('app-ready'))
  }, [part])
  return null
}
