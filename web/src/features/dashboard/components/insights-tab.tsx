import { Stack } from '@chakra-ui/react'
import type { InsightPeriod } from '@marketplace/domain/contract/insights.ts'
import { lazy, Suspense, useState } from 'react'
import { PeriodSelect } from '@/components/ui/trends/period-select'
import { useOwnProfile } from '../api/get-own-profile'
import { InsightsSkeleton } from './insights-skeleton'
import { ProfileRequired } from './profile-required'
import { TabHeader } from './tab-header'

// The charts (Recharts) load with this tab only, never with the dashboard's other tabs or public pages.
const InsightsCharts = lazy(() => import('./insights-charts'))

/** The Insights tab: what the listing brought in over 7, 30 or 90 days, against the period before. */
export function InsightsTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  const [days, setDays] = useState<InsightPeriod>(30)
  if (!profile) return <ProfileRequired />
  return (
    <Stack as="section" aria-labelledby="insights-tab-heading" gap="5">
      <TabHeader
        id="insights-tab-heading"
        title="Insights"
        description="How clients find you and what they do next, day by day (UTC)."
        action={<PeriodSelect value={days} onChange={setDays} />}
      />
      <Suspense fallback={<InsightsSkeleton />}>
        <InsightsCharts userId={userId} days={days} />
      </Suspense>
    </Stack>
  )
}
