import { addDays, localDateOf, zoneShortName } from '@marketplace/domain/booking/zoned-time.ts'

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone} ${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })
    formatters.set(key, f)
  }
  return f
}

/** Newer ICU puts a narrow no-break space before AM/PM; one plain form for every runtime. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/**
 * A result card's "Next available" line, in the stylist's zone (ADR 015): "Today 2:30 PM",
 * "Tue 2:30 PM" within the week, "Dec 8, 2:30 PM" after that; `withZone` adds the zone's name
 * ("... CST"), for the title and screen readers (a card's third of the page has no room for it).
 */
export function nextAvailableLabel(instantIso: string, zone: string, now: Date, withZone = false): string {
  const at = new Date(instantIso)
  const date = localDateOf(at, zone)
  const today = localDateOf(now, zone)
  const time = plain(formatter(zone, { hour: 'numeric', minute: '2-digit' }).format(at))
  const day =
    date === today
      ? 'Today'
      : date < addDays(today, 7)
        ? formatter(zone, { weekday: 'short' }).format(at)
        : `${formatter(zone, { month: 'short', day: 'numeric' }).format(at)},`
  const label = `Next available: ${day} ${time}`
  return withZone ? `${label} ${zoneShortName(at, zone)}` : label
}
