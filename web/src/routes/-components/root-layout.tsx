import { Box, Flex, SkipNavLink } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { Toaster } from '@/components/ui/toaster'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id="main" zIndex="skipNav">
        Skip to content
      </SkipNavLink>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" _focusVisible={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <Toaster />
    </Flex>
  )
}
