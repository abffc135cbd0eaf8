import { CloseButton, Drawer, IconButton, Portal, Separator, Stack } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { useState } from 'react'
import { useAuth } from '@/features/auth/auth-context'
import { UserSummary } from '@/features/auth/components/user-summary'
import { AuthActions } from './auth-actions'
import { BrandLogo } from './brand-logo'
import { NavLink } from './nav-link'
import { primaryNavItems } from './nav-items'

/** The header's links for screens narrower than the lg breakpoint (phones and tablets). */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false)
  const auth = useAuth()
  const close = () => setOpen(false)

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="md">
          <Menu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title asChild>
                <div>
                  <BrandLogo onClick={close} />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">
              <Stack gap="6">
                {auth.status === 'signedIn' && <UserSummary user={auth.viewer} />}
                <nav aria-label="Main">
                  <Stack as="ul" listStyle="none" gap="1">
                    {primaryNavItems.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} onClick={close} display="block" py="2" fontSize="lg">
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </Stack>
                </nav>
                <Separator />
                <AuthActions layout="drawer" onNavigate={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
