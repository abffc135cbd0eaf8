import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { InsightPeriod, StylistInsights, StylistMeasure } from '@marketplace/domain/contract/insights.ts'
import { TrendCard } from '@/components/ui/trends/trend-card'
import { useInsights } from '../api/get-insights'
import { InsightsSkeleton } from './insights-skeleton'
import { ListLoadError } from './list-load-error'

const measures: { key: StylistMeasure; title: string }[] = [
  { key: 'searchAppearances', title: 'Search appearances' },
  { key: 'profileViews', title: 'Profile views' },
  { key: 'phoneClicks', title: 'Phone clicks' },
  { key: 'websiteClicks', title: 'Website clicks' },
  { key: 'instagramClicks', title: 'Instagram clicks' },
  { key: 'bookingRequests', title: 'Booking requests' },
  { key: 'confirmedBookings', title: 'Confirmed bookings' },
  { key: 'cancellations', title: 'Cancellations' },
  { key: 'noShows', title: 'No-shows' },
]

const rating = (n: number) => n.toFixed(1)

/** A chart per measure and the rating over time (the lazily loaded part of the Insights tab). */
export default function InsightsCharts({ userId, days }: { userId: string; days: InsightPeriod }) {
  const insights = useInsights(userId, days)
  if (insights.isError)
    return <ListLoadError what="insights" onRetry={() => void insights.refetch()} retrying={insights.isFetching} />
  if (insights.isPending) return <InsightsSkeleton />
  const data = insights.data
  return (
    <Stack gap="4" aria-busy={insights.isPlaceholderData}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {measures.map((m) => (
          <TrendCard
            key={m.key}
            id={`insight-${m.key}`}
            title={m.title}
            days={data.days}
            current={data.current[m.key]}
            previous={data.previous[m.key]}
            points={data.series.map((d) => ({ date: d.date, value: d[m.key] }))}
          />
        ))}
        <RatingCard data={data} />
      </SimpleGrid>
    </Stack>
  )
}

function RatingCard({ data }: { data: StylistInsights }) {
  const first = data.rating[0]
  const last = data.rating.at(-1)
  const added = (last?.reviews ?? 0) - (first?.reviews ?? 0)
  const now = last?.average ?? null
  const summary =
    now === null
      ? 'No reviews yet'
      : `Rating ${rating(now)} from ${last?.reviews} reviews; ${added === 0 ? 'no' : added} new in the last ${data.days} days`
  return (
    <TrendCard
      id="insight-rating"
      title="Rating"
      kind="line"
      days={data.days}
      current={now ?? 0}
      previous={first?.average ?? 0}
      previousLabel={`${data.days} days ago`}
      format={rating}
      domain={[0, 5]}
      summary={summary}
      points={data.rating.map((r) => ({ date: r.date, value: r.average }))}
    />
  )
}
