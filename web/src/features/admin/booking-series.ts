import type { BookingDay } from '@marketplace/domain/contract/admin.ts'

// The Analytics tab's bookings by day: totals for the legend, the scale of the bars, day labels.
// The three colours differ in lightness too (dark, light, middle), not only in hue.

export const bookingSeriesKinds = [
  { key: 'made', label: 'Made', color: 'brand.solid' },
  { key: 'cancelled', label: 'Cancelled', color: 'orange.300' },
  { key: 'noShows', label: 'No-shows', color: 'red.600' },
] as const

export type BookingSeriesKey = (typeof bookingSeriesKinds)[number]['key']

export function seriesTotals(days: readonly BookingDay[]): Record<BookingSeriesKey, number> {
  return days.reduce(
    (sum, d) => ({ made: sum.made + d.made, cancelled: sum.cancelled + d.cancelled, noShows: sum.noShows + d.noShows }),
    { made: 0, cancelled: 0, noShows: 0 },
  )
}

/** The tallest bar's value (at least 1, so an empty day draws nothing rather than dividing by zero). */
export function seriesMax(days: readonly BookingDay[]): number {
  return Math.max(1, ...days.flatMap((d) => [d.made, d.cancelled, d.noShows]))
}

/** A bar's height as a percent of the chart, with a sliver for any non-zero value so it stays visible. */
export function barPercent(value: number, max: number): number {
  if (value <= 0) return 0
  return Math.max(2, Math.round((value / max) * 100))
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** '2026-11-21' -> 'Nov 21' (the series' days are UTC dates). */
export function dayLabel(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(ms) ? date : dayFormat.format(ms)
}

export function isQuietSeries(days: readonly BookingDay[]): boolean {
  return days.every((d) => d.made === 0 && d.cancelled === 0 && d.noShows === 0)
}
