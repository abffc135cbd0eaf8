import { Box } from '@chakra-ui/react'
import { Suspense, use, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { HYDRATED_ATTRIBUTE, HYDRATE_LATER_ATTRIBUTE, hydrationGate } from '@/lib/hydration-gate'
import { renderingServerMarkup } from '@/lib/server-rendered'

function Gated({ children }: { children: ReactNode }) {
  // Only while the app takes over the server's page (until it is ready, lib/app-ready.ts); a page
  // the app renders itself shows at once.
  if (typeof window !== 'undefined' && renderingServerMarkup() && document.documentElement.dataset.app !== 'ready') {
    use(hydrationGate() as Promise<void>)
  }
  return children
}

/** Marks the part hydrated (its wrapper's attribute, and `hydratedRef`) once its children have committed. */
function Committed({ part, hydratedRef }: { part: RefObject<HTMLDivElement | null>; hydratedRef: RefObject<boolean> }) {
  useEffect(() => {
    hydratedRef.current = true
    part.current?.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [part, hydratedRef])
  return null
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]))

/**
 * Server HTML the visitor is not using yet (a profile's hidden tabs, the results past the first
 * cards) stays as the server sent it while the app hydrates the rest of the page, and is hydrated
 * once the page is ready and the main thread idle, or at once when touched, focused or clicked
 * (issue 36, "hydrate less at once"). React keeps a suspended boundary's server markup in place
 * and hydrates it when it can (selective hydration); the gate is what it waits for. On the server
 * and in pages the app renders itself, the children render as usual.
 *
 * Until it has hydrated, the part renders again only when a value of `watch` changes (the data the
 * children show; their callbacks may be older copies over the same data), not whenever its parent
 * does. React cannot render a boundary that is still the server's markup without hydrating it: an
 * urgent update (a tap's) that reached it would hydrate it at once, in the tap's task (measured on
 * a profile at 4x: a tap on the Services tab 775 ms, Ark's tabs rendering every panel as the focus
 * moved), and one rendered again with new props is thrown away and rendered afresh (empty until
 * the gate opens). Once hydrated it renders as any component.
 */
export function HydrateLater({ children, watch }: { children: ReactNode; watch: readonly unknown[] }) {
  const part = useRef<HTMLDivElement>(null)
  // Whether the children have committed: read while rendering, written once by Committed's effect,
  // and never a reason to render again (a state would render the whole part once more, for nothing).
  const hydratedRef = useRef(false)
  // The boundary's element, kept while the part waits and its watched values are the same: a
  // boundary still holding the server's markup that is rendered again with new props (a new
  // `children` element, made by every render of the parent) is hydrated at once if it can be, and
  // otherwise thrown away and rendered afresh, empty until the gate opens: nine of a desktop's
  // twelve result cards vanished for 0.5 s as the app started (the results page rendered again as
  // it hydrated). React then sees the same element and leaves the boundary as it is.
  const kept = useRef<{ watch: readonly unknown[]; element: ReactNode } | null>(null)
  /* eslint-disable react-hooks/refs -- see `hydratedRef` and `kept` above */
  const waiting = !hydratedRef.current
  if (waiting && kept.current && sameValues(kept.current.watch, watch)) return kept.current.element
  const element = (
    <Box ref={part} {...{ [HYDRATE_LATER_ATTRIBUTE]: '' }} display="contents">
      <Suspense fallback={null}>
        <Gated>{children}</Gated>
        <Committed part={part} hydratedRef={hydratedRef} />
      </Suspense>
    </Box>
  )
  kept.current = waiting ? { watch, element } : null
  /* eslint-enable react-hooks/refs */
  return element
}
