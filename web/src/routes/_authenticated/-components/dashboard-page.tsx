import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
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
  // On a narrow screen the tab bar scrolls sideways: keep the open tab in view (e.g. ?tab=subscription).
  const tabList = useRef<HTMLDivElement>(null)
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab])
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '10' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <DashboardHeading />
          {/* A tab's content mounts when first opened (its data loads then) and stays mounted, so
              unsaved edits survive a look at another tab. */}
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTabChange(e.value as DashboardTab)}
            colorPalette="brand"
            variant="line"
            lazyMount
            size={{ base: 'sm', md: 'md' }}
          >
            <Tabs.List ref={tabList} overflowX="auto" aria-label="Dashboard sections">
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
