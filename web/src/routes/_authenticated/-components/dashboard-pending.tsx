import { Box, Container, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { SubscriptionTabSkeleton } from '@/features/billing/components/subscription-tab-skeleton'
import { DashboardHeading } from './dashboard-page'

/** The dashboard while its data loads: the real heading, a tab bar and the tab's shape. */
export function DashboardPending() {
  return (
    <Box bg="bg.warm" minH="full" py={{ base: '6', md: '10' }} role="status" aria-busy="true" aria-live="polite">
      <Box srOnly>Loading your dashboard…</Box>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <DashboardHeading />
          <HStack gap="4" borderBottomWidth="1px" pb="3">
            <Skeleton h="6" w="28" />
          </HStack>
          <SubscriptionTabSkeleton />
        </Stack>
      </Container>
    </Box>
  )
}
