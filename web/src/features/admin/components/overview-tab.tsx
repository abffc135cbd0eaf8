import { SimpleGrid, Stack } from '@chakra-ui/react'
import { CreditCard, DollarSign, Percent, Scissors, UserPlus, Users, type LucideIcon } from 'lucide-react'
import { useAdminStats } from '../api/get-admin-stats'
import { overviewCards } from '../overview-stats'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { StatCard, StatCardSkeleton } from './stat-card'

const icons: LucideIcon[] = [Users, Scissors, CreditCard, UserPlus, DollarSign, Percent]

/** The Overview tab: the marketplace's six headline figures (spec section 2). */
export function OverviewTab() {
  const stats = useAdminStats()
  return (
    <Stack as="section" aria-labelledby="admin-overview-heading" gap="5">
      <AdminSectionHeader id="admin-overview-heading" title="Overview" description="The marketplace at a glance." />
      {stats.isError ? (
        <AdminLoadError
          message="We could not load the figures."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }} aria-busy={stats.isPending}>
          {stats.isPending
            ? icons.map((_, i) => <StatCardSkeleton key={i} />)
            : overviewCards(stats.data).map((card, i) => (
                <StatCard key={card.label} label={card.label} value={card.value} icon={icons[i]} />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
