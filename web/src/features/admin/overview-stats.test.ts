import { describe, expect, it } from 'vitest'
import type { AdminStats } from '@marketplace/domain/contract/admin.ts'
import { bookingCards, conversionRate, formatRevenue, hasBookings, overviewCards } from './overview-stats'

describe('conversionRate', () => {
  it('is stylists over users as a rounded percent', () => {
    expect(conversionRate({ totalStylists: 1, totalUsers: 3 })).toBe(33)
    expect(conversionRate({ totalStylists: 2, totalUsers: 3 })).toBe(67)
    expect(conversionRate({ totalStylists: 150, totalUsers: 150 })).toBe(100)
  })

  it('is 0 when either number is missing', () => {
    expect(conversionRate({ totalStylists: 0, totalUsers: 40 })).toBe(0)
    expect(conversionRate({ totalStylists: 5, totalUsers: 0 })).toBe(0)
  })
})

describe('formatRevenue', () => {
  it('prefixes dollars and keeps two decimals', () => {
    expect(formatRevenue(0)).toBe('$0.00')
    expect(formatRevenue(40)).toBe('$40.00')
    expect(formatRevenue(1234.5)).toBe('$1,234.50')
  })
})

describe('overviewCards', () => {
  it('lists the six cards in the spec order', () => {
    const cards = overviewCards({
      totalUsers: 1200,
      totalStylists: 300,
      activeSubscriptions: 250,
      recentSignups: 42,
      totalRevenue: 9876.5,
      popularSearchTerms: [],
      topViewedStylists: [],
      bookingsMade: 0,
      bookingsCancelled: 0,
      noShows: 0,
      upcomingAppointments: 0,
    })
    expect(cards).toEqual([
      { label: 'Total Users', value: '1,200' },
      { label: 'Total Stylists', value: '300' },
      { label: 'Active Subscriptions', value: '250' },
      { label: 'Recent Signups (30 days)', value: '42' },
      { label: 'Total Revenue', value: '$9,876.50' },
      { label: 'Conversion Rate', value: '25%' },
    ])
  })
})

describe('bookingCards', () => {
  const stats: AdminStats = {
    totalUsers: 10,
    totalStylists: 2,
    activeSubscriptions: 1,
    recentSignups: 1,
    totalRevenue: 5,
    popularSearchTerms: [],
    topViewedStylists: [],
    bookingsMade: 12345,
    bookingsCancelled: 321,
    noShows: 45,
    upcomingAppointments: 6789,
  }

  it('lists made, cancelled and no-shows of the last 30 days, then upcoming', () => {
    expect(bookingCards(stats)).toEqual([
      { label: 'Bookings Made (30 days)', value: '12,345' },
      { label: 'Cancellations (30 days)', value: '321' },
      { label: 'No-shows (30 days)', value: '45' },
      { label: 'Upcoming Appointments', value: '6,789' },
    ])
  })

  it('tells a marketplace without bookings from one with any', () => {
    const none = { ...stats, bookingsMade: 0, bookingsCancelled: 0, noShows: 0, upcomingAppointments: 0 }
    expect(hasBookings(none)).toBe(false)
    expect(hasBookings({ ...none, upcomingAppointments: 1 })).toBe(true)
    expect(hasBookings({ ...none, noShows: 1 })).toBe(true)
  })
})
