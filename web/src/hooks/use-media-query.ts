import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, or `undefined` while the page is rendered on the server and
 * while the browser hydrates that markup (React then uses the server's answer, so the two agree).
 * A component renders both layouts, each hidden by CSS at the other width, until it knows.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  )
}
