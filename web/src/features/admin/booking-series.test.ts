import { describe, expect, it } from 'vitest'
import { barPercent, dayLabel, isQuietSeries, seriesMax, seriesTotals } from './booking-series'

const days = [
  { date: '2026-11-19', made: 4, cancelled: 1, noShows: 0 },
  { date: '2026-11-20', made: 0, cancelled: 0, noShows: 0 },
  { date: '2026-11-21', made: 10, cancelled: 2, noShows: 3 },
]

describe('the bookings by day', () => {
  it('adds up each kind over the days', () => {
    expect(seriesTotals(days)).toEqual({ made: 14, cancelled: 3, noShows: 3 })
    expect(seriesTotals([])).toEqual({ made: 0, cancelled: 0, noShows: 0 })
  })

  it('scales the bars to the largest value, keeping small ones visible and zero empty', () => {
    expect(seriesMax(days)).toBe(10)
    expect(seriesMax([{ date: '2026-11-21', made: 0, cancelled: 0, noShows: 0 }])).toBe(1)
    expect(barPercent(10, 10)).toBe(100)
    expect(barPercent(3, 10)).toBe(30)
    expect(barPercent(1, 1000)).toBe(2)
    expect(barPercent(0, 10)).toBe(0)
  })

  it('labels days by their UTC date', () => {
    expect(dayLabel('2026-11-21')).toBe('Nov 21')
    expect(dayLabel('2027-01-01')).toBe('Jan 1')
    expect(dayLabel('not a date')).toBe('not a date')
  })

  it('knows a series without any booking', () => {
    expect(isQuietSeries(days)).toBe(false)
    expect(isQuietSeries(days.slice(1, 2))).toBe(true)
  })
})
