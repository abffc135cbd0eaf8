import { Container, Tabs } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { HydrateLater } from '@/components/hydrate-later'
import { renderingServerMarkup } from '@/lib/server-rendered'
import type { ViewerStatus } from '../viewer-status'
import { AboutTab } from './about-tab'
import { PortfolioTab } from './portfolio-tab'
import { ReviewsTab } from './reviews-tab'
import { ServicesTab, type ServiceAction } from './services-tab'

const tabs = [
  { value: 'about', label: 'About' },
  { value: 'services', label: 'Services' },
  { value: 'portfolio', label: 'Portfolio' },
  // The spec renders the reviews without a visible trigger (a defect): here it is a real tab.
  { value: 'reviews', label: 'Reviews' },
] as const
type TabValue = (typeof tabs)[number]['value']

/** The tab a #fragment names (#reviews is the review request email's link), if any. */
function tabOf(hash: string): TabValue | undefined {
  return tabs.find((tab) => tab.value === hash)?.value
}

// Before the app runs, the triggers are links to their panels (#services) and the targeted panel
// shows in place of About (`:target`), so the tabs answer from HTML (issue 36). Scoped to a page the
// app has not taken over yet (lib/app-ready.ts): then the app's state decides, and a fragment left in
// the address must not keep its panel shown.
const beforeApp = 'html:not([data-app=ready]) &'
// The panels are hidden by this rule rather than the `hidden` attribute, which Chakra's reset hides
// with `!important` in a cascade layer (so no page style could show a targeted panel).
const targetCss = Object.fromEntries([
  ['& > [role=tabpanel]:not([data-selected])', { display: 'none' }],
  ...tabs.flatMap(({ value }) => [
    [`${beforeApp}:has(#${value}:target) > [role=tabpanel]:not(#${value})`, { display: 'none' }],
    [`${beforeApp} > #${value}:target`, { display: 'block' }],
    [
      `${beforeApp}:has(#${value}:target) [role=tab]:not([href="#${value}"])`,
      { color: 'fg.muted', '&::before': { display: 'none' } },
    ],
    [
      `${beforeApp}:has(#${value}:target) [role=tab][href="#${value}"]`,
      { color: 'fg', boxShadow: 'inset 0 -2px 0 {colors.brand.solid}' },
    ],
  ]),
])

type ProfileTabsProps = {
  profile: StylistProfile
  viewerStatus: ViewerStatus
  viewerId: string | null
  serviceAction?: ServiceAction
}

/**
 * About (default), Services, Portfolio and Reviews; arrow keys move between the triggers. An
 * address ending in a tab's #fragment (#reviews: the review request email's link) opens that tab,
 * and so does a trigger followed before the app runs (each is a link to its panel).
 */
export function ProfileTabs({ profile, viewerStatus, viewerId, serviceAction }: ProfileTabsProps) {
  const hash = useLocation({ select: (location) => location.hash })
  // The server never sees the fragment: a page it rendered hydrates on About, then opens the tab
  // the fragment names (the one the visitor chose before the app ran, or the link's).
  const hydrating = renderingServerMarkup()
  const [tab, setTab] = useState<string>((!hydrating && tabOf(hash)) || 'about')
  useEffect(() => {
    const named = tabOf(hash)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's markup had to be matched first
    if (hydrating && named) setTab(named)
    // Only at the first commit: later fragments are handled while rendering, below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // A tab's link followed on the profile itself (same page, new fragment) opens the tab too
  // (state adjusted while rendering, as React advises, not in an effect).
  const [seenHash, setSeenHash] = useState(hash)
  if (hash !== seenHash) {
    setSeenHash(hash)
    const named = tabOf(hash)
    if (named) setTab(named)
  }
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        colorPalette="brand"
        variant="line"
        size={{ base: 'sm', md: 'md' }}
        // The panels' ids are the fragments that name them.
        ids={{ content: (value: string) => value }}
        // Zag "navigates" to a link trigger on every change of tab by dispatching a click on it that
        // does not bubble, so React's onClick below never sees it and the browser follows the link:
        // focus jumped from the tab to its panel (arrow keys, Home and End lost it) and the fragment
        // stayed in the address. The app switches tabs itself; the links are for before it runs.
        navigate={null}
        css={targetCss}
      >
        <Tabs.List overflowX="auto" aria-label="Stylist profile sections">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} fontWeight="semibold" asChild>
              {/* Once the app runs it switches the tab itself: no jump to the panel, no new entry in history. */}
              <a
                href={`#${tab.value}`}
                onClick={(event) => {
                  event.preventDefault()
                  setTab(tab.value)
                }}
              >
                {tab.label}
              </a>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="about" pt="6" scrollMarginTop="32" hidden={false}>
          <AboutTab profile={profile} serviceAction={serviceAction} />
        </Tabs.Content>
        <Tabs.Content value="services" pt="6" scrollMarginTop="32" hidden={false}>
          {/* The panels behind a tab wait to hydrate until the page is ready, or until touched. */}
          <HydrateLater watch={[profile.services]}>
            <ServicesTab services={profile.services} serviceAction={serviceAction} />
          </HydrateLater>
        </Tabs.Content>
        <Tabs.Content value="portfolio" pt="6" scrollMarginTop="32" hidden={false}>
          <HydrateLater watch={[profile.portfolioItems]}>
            <PortfolioTab items={profile.portfolioItems} />
          </HydrateLater>
        </Tabs.Content>
        <Tabs.Content value="reviews" pt="6" scrollMarginTop="32" hidden={false}>
          <HydrateLater watch={[profile, viewerStatus, viewerId]}>
            <ReviewsTab profile={profile} viewerStatus={viewerStatus} viewerId={viewerId} />
          </HydrateLater>
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  )
}
