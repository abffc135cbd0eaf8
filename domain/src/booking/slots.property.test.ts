import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkStart, openSlots, type SlotRules } from './slots.ts'
import { addDays, zonedInstant } from './zoned-time.ts'

// The slot list and the booking's validation are one rule: for any rules, every listed start
// passes checkStart, and every other start on the 15-minute grid of the range is refused.
// Zones and dates cover both 2026 changes in the US, Europe's, Lord Howe's half-hour change,
// a zone without DST and one with a half-hour offset.

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Phoenix',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
]
const rangeStarts = ['2026-03-07', '2026-10-31', '2026-03-28', '2026-10-24', '2026-04-04', '2026-10-03', '2026-06-15']
const MINUTE = 60_000

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

const interval = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 120 }))
  .map(([dayOfWeek, from, length]) => ({
    dayOfWeek,
    opensAt: clockOf(from * 5),
    closesAt: clockOf(Math.min(from * 5 + length * 5, 23 * 60 + 55)),
  }))
  .filter((h) => h.closesAt > h.opensAt)

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...zones),
    from: fc.constantFrom(...rangeStarts),
    days: fc.integer({ min: 1, max: 3 }),
    // Random intervals, or long days every day so the night of a change is inside the hours.
    workingHours: fc.oneof(
      fc.array(interval, { maxLength: 10 }),
      fc.tuple(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 240, max: 287 })).map(([from, to]) =>
        [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          opensAt: clockOf(from * 5),
          closesAt: clockOf(to * 5),
        })),
      ),
    ),
    timeOffDays: fc.array(
      fc.record({ offset: fc.integer({ min: -1, max: 3 }), length: fc.integer({ min: 0, max: 1 }) }),
      {
        maxLength: 1,
      },
    ),
    partialTimeOff: fc.array(
      fc.record({
        offset: fc.integer({ min: 0, max: 2 }),
        from: fc.integer({ min: 0, max: 280 }),
        length: fc.integer({ min: 1, max: 60 }),
      }),
      { maxLength: 2 },
    ),
    busy: fc.array(
      fc.record({ minute: fc.integer({ min: -600, max: 4 * 1440 }), length: fc.integer({ min: 1, max: 40 }) }),
      {
        maxLength: 8,
      },
    ),
    nowMinute: fc.integer({ min: -2 * 1440, max: 2 * 1440 }),
    minNoticeHours: fc.integer({ min: 0, max: 30 }),
    horizonDays: fc.integer({ min: 1, max: 6 }),
    bufferMinutes: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
    duration: fc.integer({ min: 1, max: 24 }).map((n) => n * 15),
  })
  .map((s) => {
    const rangeStart = zonedInstant(s.from, '00:00', s.timeZone).getTime()
    const rules: SlotRules = {
      timeZone: s.timeZone,
      workingHours: s.workingHours,
      timeOff: [
        ...s.timeOffDays.map((t) => ({
          startsOn: addDays(s.from, t.offset),
          endsOn: addDays(s.from, t.offset + t.length),
          fromTime: null,
          toTime: null,
        })),
        ...s.partialTimeOff.map((t) => ({
          startsOn: addDays(s.from, t.offset),
          endsOn: addDays(s.from, t.offset),
          fromTime: clockOf(t.from * 5),
          toTime: clockOf(Math.min(t.from * 5 + t.length * 5, 23 * 60 + 59)),
        })),
      ],
      // Busy ranges on a 5-minute grid of UTC, as far apart or as overlapping as chance makes them.
      busy: s.busy.map((b) => ({
        startsAt: new Date(rangeStart + b.minute * 5 * MINUTE),
        blockedUntil: new Date(rangeStart + (b.minute + b.length) * 5 * MINUTE),
      })),
      minNoticeHours: s.minNoticeHours,
      horizonDays: s.horizonDays,
      bufferMinutes: s.bufferMinutes,
    }
    const now = new Date(rangeStart + s.nowMinute * MINUTE + 7 * 60 * MINUTE)
    return { rules, now, from: s.from, to: addDays(s.from, s.days - 1), duration: s.duration }
  })

describe('slot engine property', () => {
  it('lists exactly the grid starts that checkStart accepts', () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, from, to, duration }) => {
        const days = openSlots(rules, duration, from, to, now)
        const listed = new Set(days.flatMap((d) => d.slots.map((s) => s.startsAt)))
        for (const start of listed) expect(checkStart(rules, duration, new Date(start), now), start).toBeNull()
        // Every zone here is a whole number of quarter hours from UTC, so the local grid is the UTC one.
        const first = zonedInstant(from, '00:00', rules.timeZone).getTime()
        const end = zonedInstant(addDays(to, 1), '00:00', rules.timeZone).getTime()
        for (let t = first; t < end; t += 15 * MINUTE) {
          const iso = new Date(t).toISOString()
          if (!listed.has(iso)) expect(checkStart(rules, duration, new Date(t), now), iso).not.toBeNull()
        }
        for (const day of days) {
          const starts = day.slots.map((s) => s.startsAt)
          expect([...starts].sort(), day.date).toEqual(starts)
          for (const s of day.slots) expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(duration * MINUTE)
        }
      }),
      { numRuns: 100 },
    )
  })
})
