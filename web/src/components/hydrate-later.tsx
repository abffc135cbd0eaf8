import { Box } from '@chakra-ui/react'
import { memo, Suspense, use, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { gateOpened, HYDRATED_ATTRIBUTE, HYDRATE_LATER_ATTRIBUTE, hydrationGate } from '@/lib/hydration-gate'
import { renderingServerMarkup } from '@/lib/server-rendered'

function Gated({ children }: { children: ReactNode }) {
  // Only while the app takes over the server's page (until it is ready, lib/app-ready.ts); a page
  // the app renders itself shows at once.
  if (typeof window !== 'undefined' && renderingServerMarkup() && document.documentElement.dataset.app !== 'ready') {
    use(hydrationGate() as Promise<void>)
  }
  return children
}

/** Marks the part hydrated (its wrapper's attribute) once its children have committed. */
function Committed({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    part.current?.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [part])
  return null
}

/**
 * Server HTML the visitor is not using yet (a profile's hidden tabs, the results past the first
 * cards) stays as the server sent it while the app hydrates the rest of the page, and is hydrated
 * once the page is ready and the main thread idle, or at once when touched, focused or clicked
 * (issue 36, "hydrate less at once"). React keeps a suspended boundary's server markup in place
 * and hydrates it when it can (selective hydration); the gate is what it waits for. On the server
 * and in pages the app renders itself, the children render as usual.
 *
 * A boundary still waiting that is rendered again with new props is thrown away by React and
 * rendered afresh (empty until the gate opens): so until then this renders again only when a value
 * of `watch` changes (the data the children show; their callbacks may be older copies over the
 * same data), not whenever its parent does. Once the gate is open it renders as any component.
 */
export const HydrateLater = memo(
  function HydrateLater({ children }: { children: ReactNode; watch: readonly unknown[] }) {
    const part = useRef<HTMLDivElement>(null)
    return (
      <Box ref={part} {...{ [HYDRATE_LATER_ATTRIBUTE]: '' }} display="contents">
        <Suspense fallback={null}>
          <Gated>{children}</Gated>
          <Committed part={part} />
        </Suspense>
      </Box>
    )
  },
  (before, after) =>
    !gateOpened() &&
    before.watch.length === after.watch.length &&
    before.watch.every((v, i) => Object.is(v, after.watch[i])),
)
