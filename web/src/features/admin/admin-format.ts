const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Nov 21, 2026"; an unreadable timestamp is shown as it came. */
export function formatAdminDate(iso: string): string {
  const date = parse(iso)
  return date ? dateFormat.format(date) : iso
}

/** "Nov 21, 2026, 3:04 PM" in the admin's own time zone. */
export function formatAdminDateTime(iso: string): string {
  const date = parse(iso)
  return date ? dateTimeFormat.format(date) : iso
}
