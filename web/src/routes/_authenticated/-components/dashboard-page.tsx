import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'
import { dashboardTabs, type DashboardTab } from './dashboard-tabs'

type DashboardPageProps = {
  tab: DashboardTab
  onTabChange: (tab: DashboardTab) => void
  /** Each tab's content, by tab. */
  panels: Record<DashboardTab, ReactNode>
}

/** /dashboard: the page heading and one tab per part of the stylist's account. */
export function DashboardPage({ tab, onTabChange, panels }: DashboardPageProps) {
  usePageTitle('Stylist Dashboard')
  return (
    <Box bg="bg.warm" minH="full" py={{ base: '6', md: '10' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <DashboardHeading />
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTabChange(e.value as DashboardTab)}
            colorPalette="brand"
            variant="line"
            size={{ base: 'sm', md: 'md' }}
          >
            <Tabs.List overflowX="auto" aria-label="Dashboard sections">
              {dashboardTabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} fontWeight="semibold">
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {dashboardTabs.map((t) => (
              <Tabs.Content key={t.value} value={t.value} pt="6">
                {panels[t.value]}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </Container>
    </Box>
  )
}

export function DashboardHeading() {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
        Stylist Dashboard
      </Heading>
      <Text color="fg.muted">Manage your listing and your subscription.</Text>
    </Stack>
  )
}
