import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'

/** A tab: its value in the address (?tab=) and its label. */
export type PageTab<T extends string> = { readonly value: T; readonly label: string }

type TabbedPageProps<T extends string> = {
  /** The h1 and the document title. */
  title: string
  lead: string
  /** The tab list's accessible name ('Admin sections'). */
  tabsLabel: string
  tabs: readonly PageTab<T>[]
  tab: T
  onTabChange: (tab: T) => void
  /** Each tab's content, by tab. */
  panels: Record<T, ReactNode>
  maxW?: string
}

/**
 * A console page (admin, the stylist's dashboard): a heading and one tab per part. A tab's
 * content mounts when it is first opened (its data loads then) and stays mounted after, so
 * unsaved edits, rows and search boxes are as they were after a look at another tab.
 */
export function TabbedPage<T extends string>({
  title,
  lead,
  tabsLabel,
  tabs,
  tab,
  onTabChange,
  panels,
  maxW = '6xl',
}: TabbedPageProps<T>) {
  usePageTitle(title)
  // The tabs wrap onto a second line at any width, so every tab is in sight (a bar that scrolled
  // sideways hid the last ones, "Subscription" among them: on a phone first, then at 1280 px once
  // the dashboard had ten tabs). The open tab is kept in view (?tab=audit).
  const tabList = useRef<HTMLDivElement>(null)
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab])
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '10' }}>
      <Container maxW={maxW} px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '5', md: '8' }}>
          <TabbedPageHeading title={title} lead={lead} />
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTabChange(e.value as T)}
            colorPalette="brand"
            variant="line"
            lazyMount
            size={{ base: 'sm', md: 'md' }}
          >
            <Tabs.List ref={tabList} flexWrap="wrap" rowGap="1" aria-label={tabsLabel}>
              {tabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} fontWeight="semibold">
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
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

/** The page's h1 and the line under it; also shown by its loading placeholder. */
export function TabbedPageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
        {title}
      </Heading>
      <Text color="fg.muted">{lead}</Text>
    </Stack>
  )
}
