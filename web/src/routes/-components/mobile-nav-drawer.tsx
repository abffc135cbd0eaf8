import { IconButton } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { PLAIN_MENU_ID, PlainNavMenu } from './plain-nav-menu'

// The drawer (Chakra's dialog machine, focus trap and portal: about 12 KB gzip) loads when the menu
// button is first pointed at, focused or pressed, not with every page.
const loadPanel = () => import('./mobile-nav-panel')
const MobileNavPanel = lazy(loadPanel)

/**
 * The header's links for screens narrower than the lg breakpoint (phones and tablets). The server's
 * page opens a plain-HTML menu (a popover) from the same button, so the menu answers before the app
 * runs; the app takes the button over once that menu is closed.
 */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  // The server's markup (and hydration's first render) has the plain menu.
  const [plain, setPlain] = useState(true)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const menu = document.getElementById(PLAIN_MENU_ID)
    if (!menu?.matches(':popover-open')) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's markup had to be matched first
      setPlain(false)
      return
    }
    // Opened before the app ran: it stays until the visitor closes it.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') setPlain(false)
    }
    menu.addEventListener('toggle', onToggle)
    return () => menu.removeEventListener('toggle', onToggle)
  }, [])

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={plain ? undefined : open}
        popoverTarget={plain ? PLAIN_MENU_ID : undefined}
        variant="ghost"
        size="md"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          if (plain) return
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu />
      </IconButton>
      {plain && <PlainNavMenu />}
      {used && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} onOpenChange={setOpen} trigger={() => button.current} />
        </Suspense>
      )}
    </>
  )
}
