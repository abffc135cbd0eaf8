import { describe, expect, it } from 'vitest'
import {
  changeStart,
  checkTimeOffDraft,
  clockTimeText,
  newTimeOffDraft,
  sortTimeOff,
  timeOffText,
} from './time-off-form'

const blank = newTimeOffDraft('2026-11-25')

describe('the time off form', () => {
  it('sends whole days without times', () => {
    expect(checkTimeOffDraft({ ...blank, endsOn: '2026-11-27', note: ' Vacation ' })).toEqual({
      ok: true,
      values: { startsOn: '2026-11-25', endsOn: '2026-11-27', fromTime: null, toTime: null, note: 'Vacation' },
    })
  })

  it('sends part of a day as one date, whatever the end date field held', () => {
    expect(
      checkTimeOffDraft({ ...blank, kind: 'part', endsOn: '2026-12-01', fromTime: '13:00', toTime: '15:30' }),
    ).toEqual({
      ok: true,
      values: { startsOn: '2026-11-25', endsOn: '2026-11-25', fromTime: '13:00', toTime: '15:30', note: '' },
    })
  })

  it("puts the contract's messages on the fields", () => {
    expect(checkTimeOffDraft({ ...blank, endsOn: '2026-11-24' })).toEqual({
      ok: false,
      errors: { endsOn: 'End date must not be before the start date' },
    })
    expect(checkTimeOffDraft({ ...blank, kind: 'part', fromTime: '15:00', toTime: '15:00' })).toEqual({
      ok: false,
      errors: { toTime: 'End time must be after the start time' },
    })
    expect(checkTimeOffDraft({ ...blank, kind: 'part', fromTime: '' })).toMatchObject({
      ok: false,
      errors: { fromTime: 'Use a 24-hour time such as 09:00' },
    })
    expect(checkTimeOffDraft({ ...blank, startsOn: '' })).toMatchObject({
      ok: false,
      errors: { startsOn: 'Use a date such as 2026-03-08' },
    })
  })

  it('moves the end date along when the start passes it', () => {
    expect(changeStart({ ...blank, endsOn: '2026-11-26' }, '2026-11-30')).toMatchObject({
      startsOn: '2026-11-30',
      endsOn: '2026-11-30',
    })
    expect(changeStart({ ...blank, endsOn: '2026-12-05' }, '2026-11-30').endsOn).toBe('2026-12-05')
  })
})

describe('the time off list', () => {
  const entry = { id: 1, startsOn: '2026-12-07', endsOn: '2026-12-07', fromTime: null, toTime: null, note: '' }

  it('says which days or hours each entry covers', () => {
    expect(timeOffText(entry)).toEqual({ dates: 'Mon, Dec 7', hours: 'All day' })
    expect(timeOffText({ ...entry, endsOn: '2026-12-09' })).toEqual({
      dates: 'Mon, Dec 7 – Wed, Dec 9',
      hours: 'All days',
    })
    expect(timeOffText({ ...entry, fromTime: '09:30', toTime: '13:00' })).toEqual({
      dates: 'Mon, Dec 7',
      hours: '9:30 AM – 1:00 PM',
    })
  })

  it('reads clock times the American way', () => {
    expect(clockTimeText('00:30')).toBe('12:30 AM')
    expect(clockTimeText('12:00')).toBe('12:00 PM')
    expect(clockTimeText('13:05')).toBe('1:05 PM')
    expect(clockTimeText('23:59')).toBe('11:59 PM')
  })

  it('lists the soonest first', () => {
    const later = { ...entry, id: 2, startsOn: '2026-12-20', endsOn: '2026-12-21' }
    const afternoon = { ...entry, id: 3, fromTime: '14:00', toTime: '16:00' }
    const morning = { ...entry, id: 4, fromTime: '08:00', toTime: '10:00' }
    expect(sortTimeOff([later, afternoon, morning]).map((e) => e.id)).toEqual([4, 3, 2])
  })
})
