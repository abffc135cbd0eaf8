// Display rules of the profile page (spec sections 2 and 5), kept out of the components.
import { dayOfWeekOf, localDateOf, zoneShortName } from '@marketplace/domain/booking/zoned-time.ts'

export const FALLBACK_NAME = 'Independent Stylist'
export const HEADER_IMAGE_COUNT = 10

/** A profile id from the URL: a positive integer, or null ("no id"). */
export function parseStylistId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}

/**
 * The banner: the first portfolio image, else one of the 10 default headers. The spec picks one at
 * random; choosing by id keeps the same header across renders and visits (no flicker).
 */
export function headerImageUrl(id: number, portfolio: readonly { imageUrl: string }[]): string {
  return portfolio[0]?.imageUrl ?? `/headers/header-${(id % HEADER_IMAGE_COUNT) + 1}.svg`
}

/** Service prices show as '$X+' only when above 0 (rounded dollars). */
export function formatServicePrice(price: number): string | null {
  return price > 0 ? `$${Math.round(price)}+` : null
}

/** A website as typed by the stylist, with https:// added when it has no scheme. */
export function websiteUrl(website: string): string {
  const trimmed = website.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** Instagram handle without the leading @, and its profile address. */
export function instagramHandle(instagram: string): string {
  return instagram
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@+/, '')
    .replace(/\/+$/, '')
}

export function instagramUrl(instagram: string): string {
  return `https://instagram.com/${instagramHandle(instagram)}`
}

/** A Facebook page as an address: full URLs kept, bare names under facebook.com. */
export function facebookUrl(facebook: string): string {
  const trimmed = facebook.trim()
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  if (/^(www\.)?facebook\.com\//i.test(trimmed)) return `https://${trimmed}`
  return `https://facebook.com/${trimmed.replace(/^@+/, '')}`
}

/** '09:00' or '09:00:00' as '9:00 AM'. */
export function formatClock(time: string): string {
  const [h = '0', m = '00'] = time.split(':')
  const hour = Number(h)
  const suffix = hour >= 12 ? 'PM' : 'AM'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${m.padStart(2, '0')} ${suffix}`
}

/** 'Central Time' for 'America/Chicago' (falls back to the IANA name). */
export function timeZoneLabel(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')
    return part?.value ?? timeZone
  } catch {
    return timeZone
  }
}

export const weekDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/**
 * Today's hours in the header, "today" being the stylist's own (their time zone), with the zone's
 * short name: 'Open today 9:00 AM – 5:00 PM EST', or 'Closed today'.
 */
export function todaysHours(
  hours: readonly { dayOfWeek: number; opensAt: string; closesAt: string }[],
  timeZone: string,
  now: Date,
): string {
  const day = dayOfWeekOf(localDateOf(now, timeZone))
  const spans = weeklyHours(hours).find((d) => d.day === weekDays[day])?.spans ?? []
  return spans.length ? `Open today ${spans.join(', ')} ${zoneShortName(now, timeZone)}` : 'Closed today'
}

/** Monday first, as people read a salon's week; each day with its opening spans, or none (closed). */
export function weeklyHours(hours: readonly { dayOfWeek: number; opensAt: string; closesAt: string }[]) {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day: weekDays[day],
    spans: hours
      .filter((h) => h.dayOfWeek === day)
      .sort((a, b) => a.opensAt.localeCompare(b.opensAt))
      .map((h) => `${formatClock(h.opensAt)} – ${formatClock(h.closesAt)}`),
  }))
}

/**
 * The histogram's rows, five stars first: count, share of the reviews (whole percent) and the
 * words a screen reader says ("5 stars: 3 reviews").
 */
export function ratingRows(counts: readonly number[]) {
  const total = counts.reduce((a, b) => a + b, 0)
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars - 1] ?? 0
    return {
      stars,
      count,
      percent: total === 0 ? 0 : Math.round((count / total) * 100),
      label: `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
    }
  })
}

/** Who signed a review: "Maria G.", or "Client" when the reviewer gave no first name. */
export const reviewerName = (authorName: string | null): string => authorName?.trim() || 'Client'
