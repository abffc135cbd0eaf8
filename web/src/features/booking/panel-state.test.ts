import { describe, expect, it } from 'vitest'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { panelState, withFreshSlots } from './panel-state'
import { stripDates } from './slot-times'

const dates = stripDates('2026-11-25')
const slot = (startsAt: string) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString() })
const answer = (open: Record<string, string[]>): SlotsResponse => ({
  stylistId: 7,
  timeZone: 'America/New_York',
  service: { id: 3, name: 'Silk Press', price: 90, durationMinutes: 60, services: [], active: [[0, 60]] },
  policy: { confirmation: 'instant', minNoticeHours: 2, horizonDays: 60, cancellationWindowHours: 24, policy: '' },
  days: dates.map((date) => ({ date, slots: (open[date] ?? []).map(slot) })),
})
const data = answer({
  '2026-11-27': ['2026-11-27T15:00:00.000Z', '2026-11-27T19:30:00.000Z'],
  '2026-12-01': ['2026-12-01T14:00:00.000Z'],
})

describe('the booking panel’s state', () => {
  it('shows nothing chosen until the times load', () => {
    expect(panelState(dates, undefined, { serviceId: 3, date: '2026-11-27', slot: null })).toEqual({
      days: null,
      date: null,
      daySlots: null,
      slot: null,
      slotGone: false,
      noneInStrip: false,
    })
  })

  it('dims the days without an open time and opens on the first day that has one', () => {
    const state = panelState(dates, data, { serviceId: 3, date: null, slot: null })
    expect(state.days).toHaveLength(14)
    expect(state.days!.filter((d) => d.open).map((d) => d.date)).toEqual(['2026-11-27', '2026-12-01'])
    expect(state.date).toBe('2026-11-27')
    expect(state.daySlots).toHaveLength(2)
    expect(state.slot).toBeNull()
    expect(state.noneInStrip).toBe(false)
  })

  it('keeps the address’s day and time when that time is open', () => {
    const state = panelState(dates, data, { serviceId: 3, date: '2026-12-01', slot: '2026-12-01T14:00:00.000Z' })
    expect(state).toMatchObject({ date: '2026-12-01', slot: '2026-12-01T14:00:00.000Z', slotGone: false })
  })

  it('says so when the address’s time is no longer open, and keeps its day', () => {
    const state = panelState(dates, data, { serviceId: 3, date: '2026-11-27', slot: '2026-11-27T16:00:00.000Z' })
    expect(state).toMatchObject({ date: '2026-11-27', slot: null, slotGone: true })
    // A day outside the strip falls back to the first open day.
    expect(panelState(dates, data, { serviceId: 3, date: '2027-01-20', slot: null }).date).toBe('2026-11-27')
  })

  it('knows when the two weeks hold no open time at all', () => {
    const state = panelState(dates, answer({}), { serviceId: 3, date: null, slot: null })
    expect(state).toMatchObject({ date: null, daySlots: [], noneInStrip: true })
    expect(state.days!.every((d) => !d.open)).toBe(true)
  })

  it('puts a 409’s fresh times on the chosen day, in the stylist’s zone', () => {
    // 04:30Z on the 28th is 23:30 on the 27th in New York: it belongs to the 27th.
    const fresh = [slot('2026-11-27T19:45:00.000Z'), slot('2026-11-28T04:30:00.000Z'), slot('2026-11-28T15:00:00.000Z')]
    const next = withFreshSlots(data, '2026-11-27', fresh)
    expect(next.days.find((d) => d.date === '2026-11-27')!.slots.map((s) => s.startsAt)).toEqual([
      '2026-11-27T19:45:00.000Z',
      '2026-11-28T04:30:00.000Z',
    ])
    expect(next.days.find((d) => d.date === '2026-12-01')).toEqual(data.days.find((d) => d.date === '2026-12-01'))
  })
})
