/** The change from the previous period to this one, in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((current - previous) / previous) * 100)
}

/**
 * One sentence that says what changed, for people who read the numbers and for screen readers:
 * "Profile views up 24% on the previous 30 days", "Searches the same as the previous 7 days",
 * "Bookings made: 3, none in the previous 30 days", "No profile views in the last 30 days".
 */
export function changeSentence(label: string, current: number, previous: number, days: number): string {
  const before = `the previous ${days} days`
  if (current === 0 && previous === 0) return `No ${label.toLowerCase()} in the last ${days} days`
  const change = percentChange(current, previous)
  if (change === null) return `${label}: ${current.toLocaleString('en-US')}, none in ${before}`
  if (change === 0) return `${label} the same as ${before}`
  return `${label} ${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on ${before}`
}

/** "Mar 5" for a YYYY-MM-DD day (UTC). */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}
