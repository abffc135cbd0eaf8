import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'
import { adminTabs, type AdminTab } from '../admin-tabs'

type AdminPageProps = {
  tab: AdminTab
  onTabChange: (tab: AdminTab) => void
  /** Each tab's content, by tab. */
  panels: Record<AdminTab, ReactNode>
}

/** /admin: the heading and one tab per part of running the marketplace. */
export function AdminPage({ tab, onTabChange, panels }: AdminPageProps) {
  usePageTitle('Admin Dashboard')
  // On a narrow screen the tab bar scrolls sideways: keep the open tab in view (e.g. ?tab=audit).
  const tabList = useRef<HTMLDivElement>(null)
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab])
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '10' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">Verify stylists, manage discount codes and users, and follow the marketplace.</Text>
          </Stack>
          {/* A tab's data loads when it is first opened; it stays mounted after, so the rows and
              the search box are as they were after a look at another tab. */}
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTabChange(e.value as AdminTab)}
            colorPalette="brand"
            variant="line"
            lazyMount
            size={{ base: 'sm', md: 'md' }}
          >
            <Tabs.List ref={tabList} overflowX="auto" aria-label="Admin sections">
              {adminTabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} fontWeight="semibold">
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {adminTabs.map((t) => (
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
