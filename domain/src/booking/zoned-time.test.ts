import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayOfWeekOf,
  exactZonedInstant,
  formatSlotLabel,
  localDateOf,
  localTimeOf,
  offsetMinutes,
  zonedInstant,
  zoneShortName,
} from './zoned-time.ts'

const NY = 'America/New_York'
const CHI = 'America/Chicago'
const PHX = 'America/Phoenix'
const iso = (d: Date | null) => d?.toISOString() ?? null

describe('zoned time', () => {
  it('expands a local time per date across the March 2026 change in New York and Chicago', () => {
    expect(iso(zonedInstant('2026-03-07', '13:00', NY))).toBe('2026-03-07T18:00:00.000Z')
    expect(iso(zonedInstant('2026-03-08', '13:00', NY))).toBe('2026-03-08T17:00:00.000Z')
    expect(iso(zonedInstant('2026-03-08', '18:00', NY))).toBe('2026-03-08T22:00:00.000Z')
    expect(iso(zonedInstant('2026-03-07', '13:00', CHI))).toBe('2026-03-07T19:00:00.000Z')
    expect(iso(zonedInstant('2026-03-08', '13:00', CHI))).toBe('2026-03-08T18:00:00.000Z')
    // Just before and after 2 AM on the night itself.
    expect(iso(zonedInstant('2026-03-08', '01:45', NY))).toBe('2026-03-08T06:45:00.000Z')
    expect(iso(zonedInstant('2026-03-08', '03:00', NY))).toBe('2026-03-08T07:00:00.000Z')
  })

  it('has no exact instant for a skipped time, and moves it forward by the gap when asked for one', () => {
    expect(exactZonedInstant('2026-03-08', '02:00', NY)).toBeNull()
    expect(exactZonedInstant('2026-03-08', '02:45', CHI)).toBeNull()
    expect(iso(exactZonedInstant('2026-03-08', '03:00', NY))).toBe('2026-03-08T07:00:00.000Z')
    expect(iso(zonedInstant('2026-03-08', '02:30', NY))).toBe('2026-03-08T07:30:00.000Z')
    expect(localTimeOf(zonedInstant('2026-03-08', '02:30', NY), NY)).toBe('03:30')
  })

  it('takes the earlier instant of a time the November 2026 change repeats', () => {
    expect(iso(zonedInstant('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z')
    expect(iso(exactZonedInstant('2026-11-01', '01:30', CHI))).toBe('2026-11-01T06:30:00.000Z')
    expect(iso(zonedInstant('2026-11-01', '02:00', NY))).toBe('2026-11-01T07:00:00.000Z')
    expect(iso(zonedInstant('2026-10-31', '13:00', NY))).toBe('2026-10-31T17:00:00.000Z')
    expect(iso(zonedInstant('2026-11-01', '13:00', NY))).toBe('2026-11-01T18:00:00.000Z')
    // Both passes of 1:30 read 01:30 on the same date.
    expect(localTimeOf(new Date('2026-11-01T06:30:00Z'), NY)).toBe('01:30')
    expect(localDateOf(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01')
  })

  it('keeps Arizona on MST all year', () => {
    expect(iso(zonedInstant('2026-03-08', '13:00', PHX))).toBe('2026-03-08T20:00:00.000Z')
    expect(iso(zonedInstant('2026-07-01', '13:00', PHX))).toBe('2026-07-01T20:00:00.000Z')
    expect(iso(zonedInstant('2026-11-01', '01:30', PHX))).toBe('2026-11-01T08:30:00.000Z')
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), PHX)).toBe(-420)
    expect(zoneShortName(new Date('2026-07-01T12:00:00Z'), PHX)).toBe('MST')
    expect(zoneShortName(new Date('2026-01-15T12:00:00Z'), PHX)).toBe('MST')
  })

  it('reads the local date and time of an instant in the zone, not in UTC', () => {
    expect(localDateOf(new Date('2026-03-03T04:30:00Z'), NY)).toBe('2026-03-02')
    expect(localTimeOf(new Date('2026-03-03T04:30:00Z'), NY)).toBe('23:30')
    expect(localDateOf(new Date('2026-03-03T05:00:00Z'), NY)).toBe('2026-03-03')
    expect(localTimeOf(new Date('2026-03-03T05:00:00Z'), NY)).toBe('00:00')
    expect(offsetMinutes(new Date('2026-03-08T06:59:59Z'), NY)).toBe(-300)
    expect(offsetMinutes(new Date('2026-03-08T07:00:00Z'), NY)).toBe(-240)
  })

  it('names the zone as people read it on each side of a change', () => {
    expect(zoneShortName(new Date('2026-03-08T06:00:00Z'), NY)).toBe('EST')
    expect(zoneShortName(new Date('2026-03-08T08:00:00Z'), NY)).toBe('EDT')
    expect(zoneShortName(new Date('2026-11-01T06:30:00Z'), CHI)).toBe('CDT')
    expect(zoneShortName(new Date('2026-11-01T07:30:00Z'), CHI)).toBe('CST')
  })

  it('labels a slot with the local clock time', () => {
    expect(formatSlotLabel('2026-03-08T18:30:00Z', NY)).toBe('2:30 PM')
    expect(formatSlotLabel('2026-03-07T18:30:00Z', NY)).toBe('1:30 PM')
    expect(formatSlotLabel('2026-03-08T14:00:00Z', CHI)).toBe('9:00 AM')
    expect(formatSlotLabel('2026-03-08T05:00:00Z', NY)).toBe('12:00 AM')
  })

  it('counts calendar days and weekdays', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08')
    expect(dayOfWeekOf('2026-03-08')).toBe(0)
    expect(dayOfWeekOf('2026-11-01')).toBe(0)
    expect(dayOfWeekOf('2026-11-25')).toBe(3)
    expect(() => addDays('2026-3-1', 1)).toThrow(RangeError)
  })
})
