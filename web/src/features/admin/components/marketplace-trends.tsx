import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react'
import { usStates } from '@marketplace/domain/catalogue/states.ts'
import type { InsightPeriod } from '@marketplace/domain/contract/insights.ts'
import { lazy, Suspense, useState } from 'react'
import { PeriodSelect } from '@/components/ui/trends/period-select'
import { AdminSectionHeader } from './admin-section-header'
import { TrendsSkeleton } from './trends-skeleton'

// Recharts loads with this section only: never with the console's other tabs or the public pages.
const TrendCharts = lazy(() => import('./trend-charts'))

/** The marketplace over 7, 30 or 90 days against the period before, for the whole country or a state. */
export function MarketplaceTrends() {
  const [days, setDays] = useState<InsightPeriod>(30)
  const [state, setState] = useState<string | null>(null)
  return (
    <Stack as="section" aria-labelledby="admin-trends-heading" gap="4">
      <AdminSectionHeader
        id="admin-trends-heading"
        level="h3"
        title="Trends"
        description="Each day (UTC) of the period, against the one before. A state narrows everything to its stylists and to searches for places there."
        action={
          <HStack gap="3" align="end" flexDirection={{ base: 'column', sm: 'row' }}>
            <PeriodSelect value={days} onChange={setDays} />
            <Field.Root w={{ base: 'full', sm: '48' }}>
              <Field.Label>State</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={state ?? ''}
                  onChange={(e) => setState(e.currentTarget.value || null)}
                  bg="bg"
                >
                  <option value="">All states</option>
                  {Object.entries(usStates).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </HStack>
        }
      />
      <Suspense fallback={<TrendsSkeleton />}>
        <TrendCharts days={days} state={state} />
      </Suspense>
    </Stack>
  )
}
