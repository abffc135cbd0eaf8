import { useSyncExternalStore } from 'react'

/**
 * Which stylist is pointed at (a card or its pin), outside React state: only the card and the pin
 * whose highlight changes render again, never the map itself (a map render redraws its canvas,
 * which costs a frame on a software-rendered device).
 */
export function createHighlightStore() {
  let hovered: number | null = null
  let chosen: number | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    /** The one pointed at, else the one last chosen (a pin pressed). */
    get: () => hovered ?? chosen,
    hover(id: number | null) {
      if (id === hovered) return
      hovered = id
      notify()
    },
    choose(id: number | null) {
      chosen = id
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type HighlightStore = ReturnType<typeof createHighlightStore>

/** True while this stylist is the highlighted one. */
export function useHighlighted(store: HighlightStore, id: number): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get() === id,
    () => false,
  )
}
