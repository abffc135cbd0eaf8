// The gate the parts that hydrate later wait for (components/hydrate-later.tsx).

/**
 * A thenable React's `use` reads without waiting once it is settled (its `status`): set before it
 * resolves, so a boundary hydrated in the middle of an event (onInteraction) reads it at once.
 */
export type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined }

export const HYDRATE_LATER_ATTRIBUTE = 'data-hydrate-later'
/**
 * Set on a part's element once it has hydrated: a click held while the app started is replayed only
 * then (lib/held-interactions.ts), or its update would reach the parts still waiting and React would
 * hydrate them at once, in one task (measured: 470-690 ms at 4x on a profile).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const
let gate: Gate | null = null
let open: (() => void) | null = null
let opened = false

export function hydrationGate(): Gate {
  if (gate) return gate
  let resolve = () => {}
  const pending = new Promise<void>((r) => (resolve = r)) as Gate
  gate = pending
  const onInteraction = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${HYDRATE_LATER_ATTRIBUTE}]`)) open?.()
  }
  open = () => {
    // (React writes `status` too: 'pending' while it waits.)
    if (opened) return
    opened = true
    pending.status = 'fulfilled'
    pending.value = undefined
    for (const name of INTERACTIONS) removeEventListener(name, onInteraction, true)
    resolve()
  }
  // Before React's own listeners (on the root): a touch, key or click inside a part still waiting
  // opens the gate, and React hydrates that part at once, in the same event, which then reaches it.
  for (const name of INTERACTIONS) addEventListener(name, onInteraction, { capture: true, passive: true })
  return pending
}

/**
 * Lets the parts that wait (HydrateLater) hydrate now: called when the page is ready and the main
 * thread idle (lib/app-ready.ts), after the visible page has taken over.
 */
export function hydrateTheRest(): void {
  open?.()
}
