import { IconButton } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

// The drawer (Chakra's dialog machine, focus trap and portal: about 12 KB gzip) loads when the menu
// button is first pointed at, focused or pressed, not with every page.
const loadPanel = () => import('./mobile-nav-panel')
const MobileNavPanel = lazy(loadPanel)

/** The header's links for screens narrower than the lg breakpoint (phones and tablets). */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} onOpenChange={setOpen} trigger={() => button.current} />
        </Suspense>
      )}
    </>
  )
}
