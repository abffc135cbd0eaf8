import { Box, Container, HStack } from '@chakra-ui/react'
import { useAuth } from '@/features/auth/auth-context'
import { MessagesNavLink } from './signed-in-messages'
import { AuthActions } from './auth-actions'
import { BrandLogo } from './brand-logo'
import { MobileNavDrawer } from './mobile-nav-drawer'
import { NavLink } from './nav-link'
import { primaryNavItems } from './nav-items'

export function SiteHeader() {
  const auth = useAuth()
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" h="16" display="flex" alignItems="center" justifyContent="space-between" gap="6">
        <BrandLogo />
        {/* From lg: at tablet width the four links and two buttons would touch; the menu serves there. */}
        {/* The gap keeps the last link off the account links when both are at their narrowest (signed in,
            with Messages, at 1280 px "Support" touched "My Dashboard"): the user's name gives way. */}
        <Box as="nav" aria-label="Main" hideBelow="lg" flex="1" display="flex" alignItems="center" gap="6">
          <HStack as="ul" listStyle="none" gap="7" flex="1" justify="center">
            {primaryNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} fontSize="sm" whiteSpace="nowrap">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </HStack>
          <AuthActions layout="bar" />
        </Box>
        <HStack hideFrom="lg" gap="1">
          {/* On a phone the unread count stays in sight, beside the menu. */}
          {auth.status === 'signedIn' && (
            <MessagesNavLink userId={auth.viewer.id} isStylist={auth.viewer.isStylist} layout="icon" />
          )}
          <MobileNavDrawer />
        </HStack>
      </Container>
    </Box>
  )
}
