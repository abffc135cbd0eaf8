import { CloseButton, Drawer, Portal, Separator, Stack } from '@chakra-ui/react'
import { useAuth } from '@/features/auth/auth-context'
import { UserSummary } from '@/features/auth/components/user-summary'
import { AuthActions } from './auth-actions'
import { BrandLogo } from './brand-logo'
import { NavLink } from './nav-link'
import { primaryNavItems } from './nav-items'

interface MobileNavPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which gets focus back when the drawer closes. */
  trigger: () => HTMLElement | null
}

/** The drawer behind the header's menu button (loaded with the first press: mobile-nav-drawer.tsx). */
export default function MobileNavPanel({ open, onOpenChange, trigger }: MobileNavPanelProps) {
  const auth = useAuth()
  const close = () => onOpenChange(false)

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      finalFocusEl={trigger}
    >
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
