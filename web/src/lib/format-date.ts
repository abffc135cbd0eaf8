const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

/** "November 21, 2026" */
export function formatLongDate(date: Date): string {
  return longDate.format(date)
}
