import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { AdminMeasure, InsightPeriod } from '@marketplace/domain/contract/insights.ts'
import { TrendCard } from '@/components/ui/trends/trend-card'
import { useTrends } from '../api/get-trends'
import { formatRevenue } from '../overview-stats'
import { AdminLoadError } from './admin-load-error'
import { RankedCard } from './ranked-card'
import { TrendsSkeleton } from './trends-skeleton'

const measures: { key: AdminMeasure; title: string; kind?: 'line'; format?: (n: number) => string }[] = [
  { key: 'signups', title: 'Sign-ups' },
  { key: 'newSubscriptions', title: 'New subscriptions' },
  { key: 'activeSubscriptions', title: 'Active subscriptions', kind: 'line' },
  { key: 'revenue', title: 'Revenue', format: formatRevenue },
  { key: 'bookingsMade', title: 'Bookings made' },
  { key: 'bookingsCancelled', title: 'Bookings cancelled' },
  { key: 'searches', title: 'Searches' },
]

/** A chart per measure and the top search terms and places (the lazily loaded part of Trends). */
export default function TrendCharts({ days, state }: { days: InsightPeriod; state: string | null }) {
  const trends = useTrends(days, state)
  if (trends.isError)
    return (
      <AdminLoadError
        message="We could not load the trends."
        onRetry={() => void trends.refetch()}
        retrying={trends.isFetching}
      />
    )
  if (trends.isPending) return <TrendsSkeleton />
  const t = trends.data
  return (
    <Stack gap="4" aria-busy={trends.isPlaceholderData}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {measures.map((m) => (
          <TrendCard
            key={m.key}
            id={`trend-${m.key}`}
            title={m.title}
            kind={m.kind}
            format={m.format}
            days={t.days}
            current={t.current[m.key]}
            previous={t.previous[m.key]}
            previousLabel={m.kind === 'line' ? `${t.days} days before` : undefined}
            points={t.series.map((d) => ({ date: d.date, value: d[m.key] }))}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <RankedCard id="trend-terms" title="Top search terms" column="Term" rows={t.topTerms} days={t.days} />
        <RankedCard id="trend-places" title="Top places searched" column="Place" rows={t.topPlaces} days={t.days} />
      </SimpleGrid>
    </Stack>
  )
}
