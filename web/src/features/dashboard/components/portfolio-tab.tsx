import { Badge, Stack } from '@chakra-ui/react'
import { MAX_PORTFOLIO_ITEMS } from '@marketplace/domain/contract/dashboard.ts'
import { useOwnProfile } from '../api/get-own-profile'
import { usePortfolio } from '../api/get-portfolio'
import { EmptyList } from './empty-list'
import { ListLoadError } from './list-load-error'
import { PortfolioAddForm } from './portfolio-add-form'
import { PortfolioGrid } from './portfolio-grid'
import { ProfileRequired } from './profile-required'
import { TabHeader } from './tab-header'
import { PortfolioGridSkeleton } from './tab-skeletons'

/** The Portfolio tab: up to 9 images with captions; add and delete. */
export function PortfolioTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <PortfolioPanel stylistId={profile.id} />
}

function PortfolioPanel({ stylistId }: { stylistId: number }) {
  const portfolio = usePortfolio(stylistId)
  const items = portfolio.data ?? []
  return (
    <Stack as="section" aria-labelledby="portfolio-tab-heading" gap="5">
      <TabHeader
        id="portfolio-tab-heading"
        title="Portfolio"
        description="Photos of your work. The first one is the banner of your public profile."
        action={
          <Badge
            size="lg"
            variant="surface"
            colorPalette="gray"
            alignSelf={{ base: 'start', sm: 'end' }}
            data-testid="portfolio-count"
          >
            {items.length} of {MAX_PORTFOLIO_ITEMS} photos
          </Badge>
        }
      />
      {portfolio.isError && (
        <ListLoadError what="portfolio" onRetry={() => void portfolio.refetch()} retrying={portfolio.isFetching} />
      )}
      {!portfolio.isPending && <PortfolioAddForm stylistId={stylistId} count={items.length} />}
      {portfolio.isPending ? (
        <PortfolioGridSkeleton />
      ) : items.length === 0 ? (
        <EmptyList title="No portfolio items yet." hint="Add photos of your best work; clients look at these first." />
      ) : (
        <PortfolioGrid stylistId={stylistId} items={items} />
      )}
    </Stack>
  )
}
