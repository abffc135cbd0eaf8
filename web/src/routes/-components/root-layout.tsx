import { Box, Flex, SkipNavLink } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { useAuth } from '@/features/auth/auth-context'
import { LiveMessages } from './signed-in-messages'
import { PartCommitted } from '@/lib/app-ready'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function RootLayout() {
  const auth = useAuth()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id="main" zIndex="skipNav">
        Skip to content
      </SkipNavLink>
      <SiteHeader />
      <PartCommitted part="header" />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. A flex
          column, so a page with a tinted background can grow (flex="1") down to the footer. */}
      {/* At least a screen tall: while a page's lazy chunk loads, main is empty, and the footer
          must already sit below the fold or the page arriving would shift it (CLS). */}
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        minH="100dvh"
        display="flex"
        flexDirection="column"
        _focusVisible={{ outline: 'none' }}
      >
        {/* Suspense boundaries split hydration (ADR 011): the header hydrates first, the page and the
            footer after it in short slices that leave the main thread free (nothing here suspends
            once the page is running; the routes keep their own loading screens). */}
        <Suspense fallback={null}>
          <Outlet />
          <PartCommitted part="page" />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
        <PartCommitted part="footer" />
      </Suspense>
      <Toaster />
      {/* New messages reach the header's count and open threads without a reload (issue 38). */}
      <LiveMessages userId={auth.viewer?.id ?? null} />
    </Flex>
  )
}
