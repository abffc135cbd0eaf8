import { describe, expect, it } from 'vitest'
import { clockLabel, openingStatus, type WeeklyHours } from './opening-status.ts'

const CHICAGO = 'America/Chicago'
// Tuesday to Saturday, 10 to 7; Saturday in two halves that meet at 1 PM.
const hours: WeeklyHours[] = [
  ...[2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opensAt: '10:00:00', closesAt: '19:00:00' })),
  { dayOfWeek: 6, opensAt: '09:00', closesAt: '13:00' },
  { dayOfWeek: 6, opensAt: '13:00', closesAt: '17:30' },
]

describe('openingStatus', () => {
  it('is open until the end of the interval, in the stylist zone', () => {
    // Wednesday 2026-11-25 12:00 in Chicago is 18:00 UTC.
    expect(openingStatus(hours, CHICAGO, new Date('2026-11-25T18:00:00Z'))?.label).toBe('Open now · until 7 PM')
  })

  it('joins intervals that meet', () => {
    // Saturday 2026-11-28 10:15 in Chicago.
    expect(openingStatus(hours, CHICAGO, new Date('2026-11-28T16:15:00Z'))?.label).toBe('Open now · until 5:30 PM')
  })

  it('opens later today before the first interval', () => {
    // Wednesday 07:00 in Chicago (13:00 UTC): already Wednesday afternoon in UTC terms does not matter.
    expect(openingStatus(hours, CHICAGO, new Date('2026-11-25T13:00:00Z'))?.label).toBe('Opens 10 AM')
  })

  it('names the weekday of the next opening after closing', () => {
    // Saturday 18:00 Chicago (Sunday 00:00 UTC): closed Sunday and Monday, opens Tuesday.
    expect(openingStatus(hours, CHICAGO, new Date('2026-11-29T00:00:00Z'))?.label).toBe('Opens Tue 10 AM')
  })

  it('reads the local day, not the UTC day', () => {
    // Monday 2026-11-30 20:00 in Chicago is Tuesday 02:00 UTC: still closed (Monday), opens Tue.
    const status = openingStatus(hours, CHICAGO, new Date('2026-12-01T02:00:00Z'))
    expect(status).toEqual({ open: false, opens: 'Tue 10 AM', label: 'Opens Tue 10 AM' })
  })

  it('finds the same weekday a week on when that is the only opening', () => {
    const once = [{ dayOfWeek: 3, opensAt: '09:30', closesAt: '12:00' }]
    // Wednesday 13:00 in Chicago: the only interval is over for today.
    expect(openingStatus(once, CHICAGO, new Date('2026-11-25T19:00:00Z'))?.label).toBe('Opens Wed 9:30 AM')
  })

  it('is null without hours', () => {
    expect(openingStatus([], CHICAGO, new Date('2026-11-25T18:00:00Z'))).toBeNull()
  })
})

describe('clockLabel', () => {
  it('writes whole hours without minutes and the day ends at midnight', () => {
    expect([0, 9 * 60 + 30, 12 * 60, 19 * 60, 24 * 60].map(clockLabel)).toEqual([
      '12 AM',
      '9:30 AM',
      '12 PM',
      '7 PM',
      '12 AM',
    ])
  })
})
