import { BOOKING_STATS_DAYS, type AdminStats } from '@marketplace/domain/contract/admin.ts'

/** Stylists as a share of users, a rounded percent; 0 when either number is missing (spec section 2). */
export function conversionRate(stats: Pick<AdminStats, 'totalStylists' | 'totalUsers'>): number {
  const { totalStylists, totalUsers } = stats
  if (!totalStylists || !totalUsers) return 0
  return Math.round((totalStylists / totalUsers) * 100)
}

const revenueFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const countFormat = new Intl.NumberFormat('en-US')

/** Revenue is in dollars: '$1,234.50'. */
export function formatRevenue(dollars: number): string {
  return `$${revenueFormat.format(dollars)}`
}

export function formatCount(n: number): string {
  return countFormat.format(n)
}

/** The Overview's six cards, in the spec's order. */
export function overviewCards(stats: AdminStats): { label: string; value: string }[] {
  return [
    { label: 'Total Users', value: formatCount(stats.totalUsers) },
    { label: 'Total Stylists', value: formatCount(stats.totalStylists) },
    { label: 'Active Subscriptions', value: formatCount(stats.activeSubscriptions) },
    { label: 'Recent Signups (30 days)', value: formatCount(stats.recentSignups) },
    { label: 'Total Revenue', value: formatRevenue(stats.totalRevenue) },
    { label: 'Conversion Rate', value: `${conversionRate(stats)}%` },
  ]
}

/** The Overview's booking cards: the last 30 days' bookings, cancellations and no-shows, then what is ahead. */
export function bookingCards(stats: AdminStats): { label: string; value: string }[] {
  const days = `(${BOOKING_STATS_DAYS} days)`
  return [
    { label: `Bookings Made ${days}`, value: formatCount(stats.bookingsMade) },
    { label: `Cancellations ${days}`, value: formatCount(stats.bookingsCancelled) },
    { label: `No-shows ${days}`, value: formatCount(stats.noShows) },
    { label: 'Upcoming Appointments', value: formatCount(stats.upcomingAppointments) },
  ]
}

/** Nothing booked, cancelled or ahead: the Overview shows a sentence rather than four zeros. */
export function hasBookings(stats: AdminStats): boolean {
  return stats.bookingsMade + stats.bookingsCancelled + stats.noShows + stats.upcomingAppointments > 0
}
