import { describe, expect, it } from 'vitest'
import { checkStart, nextOpenSlot, openSlots, type SlotRules } from './slots.ts'
import { addDays, localTimeOf, zonedInstant } from './zoned-time.ts'

const NY = 'America/New_York'
const CHI = 'America/Chicago'
const PHX = 'America/Phoenix'
const everyDay = (opensAt: string, closesAt: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opensAt, closesAt }))

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: NY,
    workingHours: everyDay('13:00', '18:00'),
    timeOff: [],
    busy: [],
    minNoticeHours: 0,
    horizonDays: 365,
    bufferMinutes: 0,
    ...overrides,
  }
}

const EARLY = new Date('2026-01-01T12:00:00Z')
const at = (date: string, time: string, zone = NY) => zonedInstant(date, time, zone)
/** The day's open starts as local clock times, the way a person reads the list. */
function localStarts(r: SlotRules, duration: number, date: string, now = EARLY): string[] {
  const [day] = openSlots(r, duration, date, date, now)
  return day.slots.map((s) => localTimeOf(new Date(s.startsAt), r.timeZone))
}
function utcStarts(r: SlotRules, duration: number, date: string, now = EARLY): string[] {
  return openSlots(r, duration, date, date, now)[0].slots.map((s) => s.startsAt)
}

describe('open slots across daylight-saving changes', () => {
  it('expands a New York 13:00-18:00 day per date: 17:00Z-22:00Z on 2026-03-08', () => {
    const days = openSlots(rules(), 60, '2026-03-07', '2026-03-08', EARLY)
    expect(days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08'])
    expect(days[0].slots[0]).toEqual({ startsAt: '2026-03-07T18:00:00.000Z', endsAt: '2026-03-07T19:00:00.000Z' })
    expect(days[0].slots.at(-1)).toEqual({ startsAt: '2026-03-07T22:00:00.000Z', endsAt: '2026-03-07T23:00:00.000Z' })
    expect(days[1].slots[0]).toEqual({ startsAt: '2026-03-08T17:00:00.000Z', endsAt: '2026-03-08T18:00:00.000Z' })
    expect(days[1].slots.at(-1)).toEqual({ startsAt: '2026-03-08T21:00:00.000Z', endsAt: '2026-03-08T22:00:00.000Z' })
    expect(days.map((d) => d.slots.length)).toEqual([17, 17])
  })

  it('moves the Chicago day by an hour at both 2026 changes', () => {
    const chicago = rules({ timeZone: CHI })
    expect(utcStarts(chicago, 60, '2026-03-07')[0]).toBe('2026-03-07T19:00:00.000Z')
    expect(utcStarts(chicago, 60, '2026-03-08')[0]).toBe('2026-03-08T18:00:00.000Z')
    expect(utcStarts(chicago, 60, '2026-10-31')[0]).toBe('2026-10-31T18:00:00.000Z')
    expect(utcStarts(chicago, 60, '2026-11-01')[0]).toBe('2026-11-01T19:00:00.000Z')
  })

  it('skips the local times the March change removes and never repeats an instant', () => {
    const night = rules({ workingHours: [{ dayOfWeek: 0, opensAt: '00:00', closesAt: '04:00' }] })
    const starts = localStarts(night, 30, '2026-03-08')
    expect(starts).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
    ])
    const utc = utcStarts(night, 30, '2026-03-08')
    expect(new Set(utc).size).toBe(utc.length)
    expect(utc.slice(7, 9)).toEqual(['2026-03-08T06:45:00.000Z', '2026-03-08T07:00:00.000Z'])
    // 01:45 EST and a 30-minute service end at 03:15 EDT: the local 02:15 does not exist.
    expect(checkStart(night, 30, new Date('2026-03-08T06:45:00Z'), EARLY)).toBeNull()
  })

  it('takes the earlier pass of the hour the November change repeats, in New York and Chicago', () => {
    for (const [zone, firstPass, secondPass] of [
      [NY, '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
      [CHI, '2026-11-01T06:30:00.000Z', '2026-11-01T07:30:00.000Z'],
    ]) {
      const night = rules({ timeZone: zone, workingHours: [{ dayOfWeek: 0, opensAt: '00:00', closesAt: '04:00' }] })
      const utc = utcStarts(night, 30, '2026-11-01')
      expect(localStarts(night, 30, '2026-11-01')).toHaveLength(15)
      expect(new Set(utc).size).toBe(15)
      expect(utc).toContain(firstPass)
      expect(utc).not.toContain(secondPass)
      expect(checkStart(night, 30, new Date(firstPass), EARLY)).toBeNull()
      expect(checkStart(night, 30, new Date(secondPass), EARLY)).toBe('notOnGrid')
      // Listed in time order, the instants strictly increase.
      expect([...utc].sort()).toEqual(utc)
    }
  })

  it('keeps an Arizona stylist on the same UTC hours through both changes', () => {
    const phoenix = rules({ timeZone: PHX })
    for (const date of ['2026-03-07', '2026-03-08', '2026-10-31', '2026-11-01']) {
      const slots = utcStarts(phoenix, 60, date)
      expect(slots[0]).toBe(`${date}T20:00:00.000Z`)
      expect(slots.at(-1)).toBe(`${addDays(date, 1)}T00:00:00.000Z`)
      expect(slots).toHaveLength(17)
    }
  })

  it('measures the minimum notice in real hours right across the change', () => {
    const allNight = rules({ workingHours: [{ dayOfWeek: 0, opensAt: '00:00', closesAt: '12:00' }], minNoticeHours: 2 })
    const now = new Date('2026-03-08T06:30:00Z') // 01:30 EST
    // Two real hours later is 08:30Z, which reads 04:30 EDT (not 03:30).
    expect(localStarts(allNight, 60, '2026-03-08', now)[0]).toBe('04:30')
    expect(checkStart(allNight, 60, new Date('2026-03-08T08:15:00Z'), now)).toBe('insideNotice')
    expect(checkStart(allNight, 60, new Date('2026-03-08T08:30:00Z'), now)).toBeNull()
  })
})

describe('the rules of an open slot', () => {
  const monday = '2026-03-09'

  it('leaves whole days of time off empty and checks a start inside them', () => {
    const away = rules({ timeOff: [{ startsOn: '2026-03-10', endsOn: '2026-03-11', fromTime: null, toTime: null }] })
    const days = openSlots(away, 60, '2026-03-09', '2026-03-12', EARLY)
    expect(days.map((d) => d.slots.length)).toEqual([17, 0, 0, 17])
    expect(checkStart(away, 60, at('2026-03-10', '14:00'), EARLY)).toBe('inTimeOff')
    expect(checkStart(away, 60, at('2026-03-12', '13:00'), EARLY)).toBeNull()
  })

  it('keeps a slot clear of part of a day off', () => {
    const dentist = rules({ timeOff: [{ startsOn: monday, endsOn: monday, fromTime: '14:00', toTime: '15:00' }] })
    const starts = localStarts(dentist, 60, monday)
    expect(starts.slice(0, 3)).toEqual(['13:00', '15:00', '15:15'])
    expect(checkStart(dentist, 60, at(monday, '13:15'), EARLY)).toBe('inTimeOff')
    expect(checkStart(dentist, 60, at(monday, '14:45'), EARLY)).toBe('inTimeOff')
    // The same time off on another date changes nothing.
    expect(localStarts(dentist, 60, '2026-03-10')).toHaveLength(17)
  })

  it('keeps a slot clear of outside calendars’ busy time exactly as of time off, with no buffer', () => {
    const busyElsewhere = {
      bufferMinutes: 30,
      outsideBusy: [
        { startsAt: at(monday, '14:00'), endsAt: at(monday, '15:00') },
        { startsAt: at(monday, '16:10'), endsAt: at(monday, '16:20') },
      ],
    }
    const asTimeOff = {
      bufferMinutes: 30,
      timeOff: [
        { startsOn: monday, endsOn: monday, fromTime: '14:00', toTime: '15:00' },
        { startsOn: monday, endsOn: monday, fromTime: '16:10', toTime: '16:20' },
      ],
    }
    const outside = localStarts(rules(busyElsewhere), 60, monday)
    expect(outside).toEqual(localStarts(rules(asTimeOff), 60, monday))
    expect(outside).toEqual(['13:00', '15:00', '16:30', '16:45', '17:00'])
    expect(checkStart(rules(busyElsewhere), 60, at(monday, '13:15'), EARLY)).toBe('inTimeOff')
    expect(
      nextOpenSlot(
        rules({ outsideBusy: [{ startsAt: at(monday, '13:00'), endsAt: at(monday, '18:00') }] }),
        60,
        at(monday, '12:00'),
      ),
    ).toEqual(at('2026-03-10', '13:00'))
  })

  it('allows back-to-back and refuses a one-minute overlap either side', () => {
    const booked = rules({ busy: [{ startsAt: at(monday, '15:00'), blockedUntil: at(monday, '16:00') }] })
    expect(checkStart(booked, 60, at(monday, '14:00'), EARLY)).toBeNull()
    expect(checkStart(booked, 60, at(monday, '16:00'), EARLY)).toBeNull()
    expect(checkStart(booked, 60, at(monday, '15:00'), EARLY)).toBe('slotTaken')
    expect(localStarts(booked, 60, monday)).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '16:00',
      '16:15',
      '16:30',
      '16:45',
      '17:00',
    ])

    const minuteEarly = rules({
      busy: [{ startsAt: new Date(at(monday, '15:00').getTime() - 60_000), blockedUntil: at(monday, '16:00') }],
    })
    expect(checkStart(minuteEarly, 60, at(monday, '14:00'), EARLY)).toBe('slotTaken')
    const minuteLate = rules({
      busy: [{ startsAt: at(monday, '15:00'), blockedUntil: new Date(at(monday, '16:00').getTime() + 60_000) }],
    })
    expect(checkStart(minuteLate, 60, at(monday, '16:00'), EARLY)).toBe('slotTaken')
  })

  it('blocks the buffer after an appointment, its own and the one before', () => {
    // The busy appointment 15:00-16:00 blocks until 16:15 (its buffer); a new one needs its own.
    const buffered = rules({
      bufferMinutes: 15,
      busy: [{ startsAt: at(monday, '15:00'), blockedUntil: at(monday, '16:15') }],
    })
    expect(checkStart(buffered, 60, at(monday, '13:45'), EARLY)).toBeNull()
    expect(checkStart(buffered, 60, at(monday, '14:00'), EARLY)).toBe('slotTaken')
    expect(checkStart(buffered, 60, at(monday, '16:00'), EARLY)).toBe('slotTaken')
    expect(checkStart(buffered, 60, at(monday, '16:15'), EARLY)).toBeNull()
    // The buffer may run past closing: a 17:00-18:00 slot still opens.
    expect(localStarts(buffered, 60, monday).at(-1)).toBe('17:00')
  })

  it('offers only starts on the 15-minute grid of local time', () => {
    const r = rules({ workingHours: everyDay('09:10', '12:00') })
    const starts = localStarts(r, 30, monday)
    expect(starts[0]).toBe('09:15')
    expect(starts.every((t) => Number(t.slice(3)) % 15 === 0)).toBe(true)
    expect(checkStart(r, 30, at(monday, '09:20'), EARLY)).toBe('notOnGrid')
    expect(checkStart(r, 30, new Date(at(monday, '09:30').getTime() + 30_000), EARLY)).toBe('notOnGrid')
    expect(checkStart(r, 30, new Date(Number.NaN), EARLY)).toBe('notOnGrid')
    expect(checkStart(r, 30, at(monday, '09:30'), EARLY)).toBeNull()
  })

  it('fits the whole service inside one working interval, joining intervals that touch', () => {
    const split = rules({
      workingHours: [
        { dayOfWeek: 1, opensAt: '09:00', closesAt: '12:00' },
        { dayOfWeek: 1, opensAt: '13:00', closesAt: '17:00' },
      ],
    })
    expect(localStarts(split, 240, monday)).toEqual(['13:00'])
    expect(localStarts(split, 300, monday)).toEqual([])
    expect(checkStart(split, 300, at(monday, '09:00'), EARLY)).toBe('outsideHours')
    expect(checkStart(split, 60, at(monday, '11:30'), EARLY)).toBe('outsideHours')
    expect(checkStart(split, 60, at('2026-03-10', '13:00'), EARLY)).toBe('outsideHours')

    const touching = rules({
      workingHours: [
        { dayOfWeek: 1, opensAt: '09:00', closesAt: '12:00' },
        { dayOfWeek: 1, opensAt: '12:00', closesAt: '17:00' },
      ],
    })
    expect(localStarts(touching, 240, monday)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ])
  })

  it('reads clock times as PostgreSQL returns them', () => {
    const r = rules({ workingHours: [{ dayOfWeek: 1, opensAt: '13:00:00', closesAt: '14:00:00' }] })
    expect(localStarts(r, 60, monday)).toEqual(['13:00'])
  })

  it('refuses the past, counting from now, with no notice', () => {
    const now = at(monday, '14:00')
    expect(localStarts(rules(), 60, monday, now)[0]).toBe('14:15')
    expect(checkStart(rules(), 60, now, now)).toBe('inPast')
    expect(checkStart(rules(), 60, at(monday, '13:00'), now)).toBe('inPast')
    expect(checkStart(rules(), 60, at(monday, '14:15'), now)).toBeNull()
  })

  it('ends the horizon at the local date, not the UTC one', () => {
    // 23:30 on Monday 2 March in New York is already Tuesday in UTC.
    const now = new Date('2026-03-03T04:30:00Z')
    const r = rules({ horizonDays: 2 })
    const days = openSlots(r, 60, '2026-03-02', '2026-03-05', now)
    expect(days.map((d) => d.slots.length)).toEqual([0, 17, 0, 0])
    expect(checkStart(r, 60, at('2026-03-03', '17:00'), now)).toBeNull()
    expect(checkStart(r, 60, at('2026-03-04', '13:00'), now)).toBe('pastHorizon')
  })

  it('reports the first refusal in the documented order', () => {
    const now = at(monday, '15:00')
    const r = rules({
      minNoticeHours: 3,
      horizonDays: 3,
      timeOff: [{ startsOn: '2026-03-10', endsOn: '2026-03-10', fromTime: null, toTime: null }],
      busy: [{ startsAt: at('2026-03-11', '13:00'), blockedUntil: at('2026-03-11', '14:00') }],
    })
    expect(checkStart(r, 60, at(monday, '09:05'), now)).toBe('notOnGrid') // also past
    expect(checkStart(r, 60, at(monday, '09:00'), now)).toBe('inPast') // also outside hours
    expect(checkStart(r, 60, at(monday, '17:00'), now)).toBe('insideNotice')
    expect(checkStart(r, 60, at('2026-03-12', '13:00'), now)).toBe('pastHorizon')
    expect(checkStart(r, 60, at('2026-03-10', '08:00'), now)).toBe('outsideHours') // also time off
    expect(checkStart(r, 60, at('2026-03-10', '13:00'), now)).toBe('inTimeOff')
    expect(checkStart(r, 60, at('2026-03-11', '13:30'), now)).toBe('slotTaken')
    expect(checkStart(r, 60, at('2026-03-11', '14:00'), now)).toBeNull()
  })

  it('lists every date of the range, empty days included, and nothing for a reversed range', () => {
    const mondays = rules({ workingHours: [{ dayOfWeek: 1, opensAt: '09:00', closesAt: '10:00' }] })
    const days = openSlots(mondays, 30, '2026-03-08', '2026-03-10', EARLY)
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-03-08', 0],
      ['2026-03-09', 3],
      ['2026-03-10', 0],
    ])
    expect(openSlots(mondays, 30, '2026-03-10', '2026-03-08', EARLY)).toEqual([])
  })
})

describe('next open slot', () => {
  const mondays = rules({ workingHours: [{ dayOfWeek: 1, opensAt: '09:00', closesAt: '12:00' }] })
  const tuesday = at('2026-03-10', '10:00')

  it('finds the earliest open start within the days asked', () => {
    expect(nextOpenSlot(mondays, 60, tuesday)?.toISOString()).toBe(at('2026-03-16', '09:00').toISOString())
    expect(nextOpenSlot(mondays, 60, tuesday, 6)).toBeNull()
    expect(nextOpenSlot(mondays, 60, tuesday, 7)?.toISOString()).toBe('2026-03-16T13:00:00.000Z')
  })

  it('agrees with the first slot of openSlots, later today included', () => {
    const now = at('2026-03-09', '09:40')
    const r = { ...mondays, busy: [{ startsAt: at('2026-03-09', '10:00'), blockedUntil: at('2026-03-09', '11:00') }] }
    const next = nextOpenSlot(r, 60, now)
    expect(next?.toISOString()).toBe(at('2026-03-09', '11:00').toISOString())
    const first = openSlots(r, 60, '2026-03-09', '2026-03-22', now).flatMap((d) => d.slots)[0]
    expect(first.startsAt).toBe(next?.toISOString())
    // Fully booked today: the next Monday.
    const full = { ...r, busy: [{ startsAt: at('2026-03-09', '09:00'), blockedUntil: at('2026-03-09', '12:00') }] }
    expect(nextOpenSlot(full, 60, now)?.toISOString()).toBe(at('2026-03-16', '09:00').toISOString())
  })

  it('stops at the horizon and skips time off', () => {
    expect(nextOpenSlot({ ...mondays, horizonDays: 6 }, 60, tuesday)).toBeNull()
    const away = {
      ...mondays,
      timeOff: [{ startsOn: '2026-03-16', endsOn: '2026-03-16', fromTime: null, toTime: null }],
    }
    expect(nextOpenSlot(away, 60, tuesday)?.toISOString()).toBe(at('2026-03-23', '09:00').toISOString())
    expect(nextOpenSlot(rules({ workingHours: [] }), 60, tuesday)).toBeNull()
  })
})
