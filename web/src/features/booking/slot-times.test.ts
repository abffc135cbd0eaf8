import { describe, expect, it } from 'vitest'
import {
  appointmentWhen,
  dateLabels,
  groupSlotsByPartOfDay,
  partOfDay,
  slotTimeLabel,
  stripDates,
  zoneName,
} from './slot-times'

const chicago = 'America/Chicago'
const slot = (startsAt: string, minutes = 60) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
})

describe('slot times on the stylist’s clock', () => {
  it('splits the day at 12:00 and 17:00 local time, not UTC', () => {
    // Chicago is UTC-6 in November: 17:59Z is 11:59, 18:00Z is 12:00, 22:59Z is 16:59, 23:00Z is 17:00.
    expect(partOfDay('2026-11-26T17:59:00Z', chicago)).toBe('morning')
    expect(partOfDay('2026-11-26T18:00:00Z', chicago)).toBe('afternoon')
    expect(partOfDay('2026-11-26T22:59:00Z', chicago)).toBe('afternoon')
    expect(partOfDay('2026-11-26T23:00:00Z', chicago)).toBe('evening')
    expect(partOfDay('2026-11-26T23:00:00Z', 'UTC')).toBe('evening')
    expect(partOfDay('2026-11-26T23:00:00Z', 'Asia/Tokyo')).toBe('morning')
  })

  it('groups a day’s slots in time order, leaving out empty parts of the day', () => {
    const groups = groupSlotsByPartOfDay(
      [
        slot('2026-11-26T23:30:00Z'),
        slot('2026-11-26T15:00:00Z'),
        slot('2026-11-26T20:30:00Z'),
        slot('2026-11-26T15:15:00Z'),
      ],
      chicago,
    )
    expect(groups.map((g) => [g.label, g.slots.map((s) => slotTimeLabel(s.startsAt, chicago))])).toEqual([
      ['Morning', ['9:00 AM', '9:15 AM']],
      ['Afternoon', ['2:30 PM']],
      ['Evening', ['5:30 PM']],
    ])
    expect(groupSlotsByPartOfDay([slot('2026-11-26T20:30:00Z')], chicago).map((g) => g.part)).toEqual(['afternoon'])
    expect(groupSlotsByPartOfDay([], chicago)).toEqual([])
  })

  it('names the zone with its abbreviation at that date (daylight saving included)', () => {
    expect(zoneName(chicago, '2026-11-26T20:30:00Z')).toBe('Central Time (CST)')
    expect(zoneName(chicago, '2026-07-01T20:30:00Z')).toBe('Central Time (CDT)')
    expect(zoneName('America/New_York', '2026-03-09T15:00:00Z')).toBe('Eastern Time (EDT)')
    // Arizona keeps standard time all year.
    expect(zoneName('America/Phoenix', '2026-07-01T20:30:00Z')).toMatch(/\(MST\)$/)
  })

  it('lays out the fourteen days of the strip across month, year and DST changes', () => {
    const days = stripDates('2026-12-25')
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-12-25')
    expect(days[7]).toBe('2027-01-01')
    expect(days[13]).toBe('2027-01-07')
    expect(stripDates('2026-03-01', 10)[9]).toBe('2026-03-10')
  })

  it('names a calendar date without moving it to another day', () => {
    expect(dateLabels('2026-11-26')).toEqual({ weekday: 'Thu', day: '26', month: 'Nov', long: 'Thursday, November 26' })
  })

  it('states an appointment’s date, times and zone on the stylist’s clock', () => {
    expect(appointmentWhen('2026-11-27T04:30:00Z', '2026-11-27T05:30:00Z', chicago)).toEqual({
      date: 'Thursday, November 26, 2026',
      time: '10:30 – 11:30 PM',
      zone: 'Central Time (CST)',
    })
    expect(appointmentWhen('2026-11-26T17:30:00Z', '2026-11-26T18:15:00Z', chicago).time).toBe('11:30 AM – 12:15 PM')
  })
})
