import { describe, expect, it } from 'vitest'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { addDays, initialDate, slotsByPartOfDay, stripDays, stripRange, withFreshSlots } from './reschedule-slots'

const slot = (startsAt: string, minutes = 60) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
})

function response(days: SlotsResponse['days']): SlotsResponse {
  return {
    stylistId: 7,
    timeZone: 'America/Chicago',
    service: { id: 3, name: 'Silk press', price: 85, durationMinutes: 60, services: [], active: [[0, 60]] },
    policy: { confirmation: 'instant', minNoticeHours: 2, horizonDays: 60, cancellationWindowHours: 24, policy: '' },
    days,
  }
}

describe('stripRange', () => {
  it('covers fourteen days from today in the stylist zone', () => {
    // 02:00Z on March 8 is still March 7 in Chicago.
    expect(stripRange(new Date('2026-03-08T02:00:00Z'), 'America/Chicago')).toEqual({
      from: '2026-03-07',
      to: '2026-03-20',
    })
  })

  it('adds days across month ends and daylight saving', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08')
    expect(addDays('2026-11-01', 13)).toBe('2026-11-14')
  })
})

describe('stripDays', () => {
  it('labels every date and counts its open times, empty days included', () => {
    const days = stripDays([
      { date: '2026-12-01', slots: [slot('2026-12-01T15:00:00Z'), slot('2026-12-01T16:00:00Z')] },
      { date: '2026-12-02', slots: [] },
      { date: '2026-12-03', slots: [slot('2026-12-03T15:00:00Z')] },
    ])
    expect(days.map((d) => [d.weekday, d.day, d.month, d.slotCount])).toEqual([
      ['Tue', '1', 'Dec', 2],
      ['Wed', '2', 'Dec', 0],
      ['Thu', '3', 'Dec', 1],
    ])
    expect(days.map((d) => d.label)).toEqual([
      'Tuesday, December 1: 2 open times',
      'Wednesday, December 2: no open times',
      'Thursday, December 3: 1 open time',
    ])
  })
})

describe('initialDate', () => {
  const days = [
    { date: '2026-12-01', slots: [] },
    { date: '2026-12-02', slots: [slot('2026-12-02T15:00:00Z')] },
  ]
  it('opens on the first day with a slot, or the preferred day when it is in the strip', () => {
    expect(initialDate(days)).toBe('2026-12-02')
    expect(initialDate(days, '2026-12-01')).toBe('2026-12-01')
    expect(initialDate(days, '2027-01-01')).toBe('2026-12-02')
    expect(initialDate([{ date: '2026-12-01', slots: [] }])).toBe('2026-12-01')
    expect(initialDate([])).toBeUndefined()
  })
})

describe('slotsByPartOfDay', () => {
  it('sorts slots into morning, afternoon and evening by the stylist clock', () => {
    const parts = slotsByPartOfDay(
      [
        slot('2026-12-01T15:00:00Z'), // 9:00 AM CST
        slot('2026-12-01T18:00:00Z'), // 12:00 PM
        slot('2026-12-01T22:45:00Z'), // 4:45 PM
        slot('2026-12-01T23:00:00Z'), // 5:00 PM
      ],
      'America/Chicago',
    )
    expect(parts.map((p) => [p.name, p.slots.map((s) => s.label)])).toEqual([
      ['Morning', ['9:00 AM']],
      ['Afternoon', ['12:00 PM', '4:45 PM']],
      ['Evening', ['5:00 PM']],
    ])
  })

  it('leaves out parts of the day without a slot', () => {
    expect(slotsByPartOfDay([slot('2026-12-01T15:00:00Z')], 'America/Chicago').map((p) => p.name)).toEqual(['Morning'])
    expect(slotsByPartOfDay([], 'America/Chicago')).toEqual([])
  })
})

describe('withFreshSlots', () => {
  it('replaces the refused day with the fresh slots and keeps the others', () => {
    const before = response([
      { date: '2026-12-01', slots: [slot('2026-12-01T15:00:00Z'), slot('2026-12-01T16:00:00Z')] },
      { date: '2026-12-02', slots: [slot('2026-12-02T15:00:00Z')] },
    ])
    const fresh = [slot('2026-12-01T19:00:00Z')]
    // 02:30Z on December 2 is the evening of December 1 in Chicago.
    const after = withFreshSlots(before, '2026-12-02T02:30:00Z', fresh)
    expect(after.days[0]?.slots).toEqual(fresh)
    expect(after.days[1]).toEqual(before.days[1])
    expect(before.days[0]?.slots).toHaveLength(2)
  })
})
