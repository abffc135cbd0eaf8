import { Field, NativeSelect } from '@chakra-ui/react'
import { INSIGHT_PERIODS, type InsightPeriod } from '@marketplace/domain/contract/insights.ts'

/** Last 7, 30 or 90 days: the period both Insights screens compare with the one before. */
export function PeriodSelect({ value, onChange }: { value: InsightPeriod; onChange: (days: InsightPeriod) => void }) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label>Period</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(Number(e.currentTarget.value) as InsightPeriod)}
          bg="bg"
        >
          {INSIGHT_PERIODS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
