import { Box, Container, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SubscriptionTabSkeleton } from '@/features/billing/components/subscription-tab-skeleton'
import { AppointmentListSkeleton } from '@/features/dashboard/components/appointment-list-skeleton'
import { InsightsSkeleton } from '@/features/dashboard/components/insights-skeleton'
import {
  ListTabSkeleton,
  PortfolioGridSkeleton,
  ProfileTabSkeleton,
  ServicesListSkeleton,
  SpecialtiesSkeleton,
} from '@/features/dashboard/components/tab-skeletons'
import { TabbedPageHeading } from '@/components/ui/tabbed-page'
import { dashboardHeading, dashboardTabs, type DashboardTab } from './dashboard-tabs'

const tabSkeletons: Record<DashboardTab, ReactNode> = {
  profile: <ProfileTabSkeleton />,
  services: (
    <ListTabSkeleton>
      <ServicesListSkeleton />
    </ListTabSkeleton>
  ),
  portfolio: (
    <ListTabSkeleton>
      <PortfolioGridSkeleton />
    </ListTabSkeleton>
  ),
  specialties: (
    <ListTabSkeleton>
      <SpecialtiesSkeleton />
    </ListTabSkeleton>
  ),
  appointments: (
    <ListTabSkeleton>
      <AppointmentListSkeleton />
    </ListTabSkeleton>
  ),
  messages: <Skeleton h="32rem" rounded="lg" />,
  insights: (
    <ListTabSkeleton>
      <InsightsSkeleton />
    </ListTabSkeleton>
  ),
  'booking-settings': (
    <ListTabSkeleton>
      <AppointmentListSkeleton count={3} />
    </ListTabSkeleton>
  ),
  calendar: (
    <ListTabSkeleton>
      <AppointmentListSkeleton count={2} />
    </ListTabSkeleton>
  ),
  subscription: <SubscriptionTabSkeleton />,
}

/** The dashboard while its data loads: the real heading, a tab bar and the open tab's shape. */
export function DashboardPending() {
  const { tab = dashboardTabs[0].value } = useSearch({ from: '/_authenticated/dashboard' })
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '10' }} role="status" aria-busy="true" aria-live="polite">
      <Box srOnly>Loading your dashboard…</Box>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <TabbedPageHeading {...dashboardHeading} />
          <HStack gap="6" borderBottomWidth="1px" pb="3" overflow="hidden">
            {dashboardTabs.map((t) => (
              <Skeleton key={t.value} h="6" w="20" flexShrink={0} />
            ))}
          </HStack>
          <Box pt="3">{tabSkeletons[tab]}</Box>
        </Stack>
      </Container>
    </Box>
  )
}
