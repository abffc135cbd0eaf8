import { Box, Container, HStack } from '@chakra-ui/react'
import { AuthActions } from './auth-actions'
import { BrandLogo } from './brand-logo'
import { MobileNavDrawer } from './mobile-nav-drawer'
import { NavLink } from './nav-link'
import { primaryNavItems } from './nav-items'

export function SiteHeader() {
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
        <Box as="nav" aria-label="Main" hideBelow="md" flex="1" display="flex" alignItems="center">
          <HStack as="ul" listStyle="none" gap={{ md: '4', lg: '7' }} flex="1" justify="center">
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
        <Box hideFrom="md">
          <MobileNavDrawer />
        </Box>
      </Container>
    </Box>
  )
}
