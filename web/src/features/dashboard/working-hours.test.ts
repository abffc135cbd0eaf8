import { describe, expect, it } from 'vitest'
import { workingHoursSchema } from '@marketplace/domain/contract/dashboard.ts'
import { issueFieldErrors } from '@/lib/api-errors'
import { defaultWeek, fromWeek, nextSpan, spanErrorKey, spanErrors, toWeek, weekdayNames } from './working-hours'

describe('weekly working hours', () => {
  it('shows the week Monday first, with split days kept and closed days closed', () => {
    const week = toWeek([
      { dayOfWeek: 2, opensAt: '13:00', closesAt: '18:00' },
      { dayOfWeek: 2, opensAt: '09:00', closesAt: '12:00' },
      { dayOfWeek: 6, opensAt: '10:00', closesAt: '16:00' },
    ])
    expect(week.map((d) => weekdayNames[d.dayOfWeek])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(week[1]).toEqual({
      dayOfWeek: 2,
      open: true,
      spans: [
        { opensAt: '09:00', closesAt: '12:00' },
        { opensAt: '13:00', closesAt: '18:00' },
      ],
    })
    expect(week[0]).toEqual({ dayOfWeek: 1, open: false, spans: [{ opensAt: '09:00', closesAt: '17:00' }] })
    expect(week[5].open).toBe(true)
  })

  it('sends only the open days, and round-trips what it read', () => {
    const saved = [
      { dayOfWeek: 1, opensAt: '09:00', closesAt: '12:00' },
      { dayOfWeek: 1, opensAt: '13:00', closesAt: '17:30' },
      { dayOfWeek: 0, opensAt: '11:00', closesAt: '15:00' },
    ]
    const { hours } = fromWeek(toWeek(saved))
    expect(hours).toEqual([saved[0], saved[1], saved[2]])
    expect(fromWeek(defaultWeek()).hours.map((h) => h.dayOfWeek)).toEqual([2, 3, 4, 5, 6])
    expect(workingHoursSchema.safeParse(fromWeek(defaultWeek()).hours).success).toBe(true)
  })

  it('puts a message about an interval beside its day and span', () => {
    const week = defaultWeek()
    week[1].spans = [
      { opensAt: '09:00', closesAt: '12:00' },
      { opensAt: '11:00', closesAt: '10:00' },
    ]
    const { hours, origin } = fromWeek(week)
    const parsed = workingHoursSchema.safeParse(hours)
    expect(parsed.success).toBe(false)
    const errors = issueFieldErrors(parsed.error!.issues.map((i) => ({ ...i, path: ['workingHours', ...i.path] })))
    expect(spanErrors(errors, origin)).toEqual({ [spanErrorKey(1, 1)]: 'Closing time must be after opening time' })
  })

  it('proposes a further span after the last one', () => {
    expect(nextSpan([{ opensAt: '09:00', closesAt: '12:30' }])).toEqual({ opensAt: '13:30', closesAt: '15:30' })
    expect(nextSpan([{ opensAt: '18:00', closesAt: '22:00' }])).toEqual({ opensAt: '21:00', closesAt: '23:00' })
    expect(nextSpan([])).toEqual({ opensAt: '09:00', closesAt: '17:00' })
  })
})
