import { Box, Button, Link, Stack } from '@chakra-ui/react'
import { X } from 'lucide-react'
import { primaryNavItems, signedOutNavItems } from './nav-items'

/** The id of the plain-HTML menu, which the header's menu button opens as its `popovertarget`. */
export const PLAIN_MENU_ID = 'site-menu'

/**
 * The header's menu before the app runs (issue 36): a `popover` the browser opens from the menu
 * button and closes on Escape, a tap outside or its close button, with plain links (a page the
 * server renders is a signed-out page). Once the app runs the menu button opens the drawer
 * (mobile-nav-panel.tsx) instead; a menu the visitor opened before then stays until it is closed.
 */
export function PlainNavMenu() {
  return (
    <Box
      as="nav"
      id={PLAIN_MENU_ID}
      popover="auto"
      aria-label="Main"
      // The browser hides a closed popover (`display: none`): show it only while open.
      css={{
        position: 'fixed',
        inset: '0 0 0 auto',
        width: 'min(20rem, 100vw)',
        height: '100dvh',
        maxHeight: '100dvh',
        margin: '0',
        border: 'none',
        padding: '6',
        bg: 'bg.panel',
        color: 'fg',
        boxShadow: 'lg',
        '&:popover-open': { display: 'flex', flexDirection: 'column', gap: '6' },
        '&::backdrop': { bg: 'blackAlpha.600' },
      }}
    >
      <Button
        popoverTarget={PLAIN_MENU_ID}
        popoverTargetAction="hide"
        aria-label="Close menu"
        variant="ghost"
        size="sm"
        alignSelf="end"
      >
        <X aria-hidden />
      </Button>
      <Stack as="ul" listStyle="none" gap="1">
        {primaryNavItems.map((item) => (
          <li key={item.to}>
            <Link href={item.to} display="block" py="2" fontSize="lg" color="fg.muted" fontWeight="medium">
              {item.label}
            </Link>
          </li>
        ))}
      </Stack>
      <Stack gap="3">
        {signedOutNavItems.map((item, i) => (
          <Button key={item.to} asChild colorPalette="brand" variant={i === 0 ? 'outline' : 'solid'}>
            <a href={item.to}>{item.label}</a>
          </Button>
        ))}
      </Stack>
    </Box>
  )
}
