/** The US time zones a stylist's working hours can be in (IANA names, as the API stores them). */
export const usTimeZones = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain Time, no DST (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
] as const

export const DEFAULT_TIME_ZONE = 'America/New_York'

/** A new profile's zone: the browser's own when it is a US one, else Eastern. */
export function initialTimeZone(browserZone: string | undefined): string {
  return usTimeZones.some((z) => z.value === browserZone) ? (browserZone as string) : DEFAULT_TIME_ZONE
}

/** The select's options: the US zones, plus a saved zone outside them so it is not lost on save. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [...usTimeZones]
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: current.replaceAll('_', ' ') })
  return options
}
