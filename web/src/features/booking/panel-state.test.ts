import { describe, expect, it } from 'vitest'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import {
  MAX_VISIT_MINUTES,
  panelState,
  visitLength,
  visitOf,
  withFirstService,
  withFreshSlots,
  withoutService,
  withService,
} from './panel-state'
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
    expect(panelState(dates, undefined, { serviceId: 3, also: [], date: '2026-11-27', slot: null })).toEqual({
      days: null,
      date: null,
      daySlots: null,
      slot: null,
      slotGone: false,
      noneInStrip: false,
    })
  })

  it('dims the days without an open time and opens on the first day that has one', () => {
    const state = panelState(dates, data, { serviceId: 3, also: [], date: null, slot: null })
    expect(state.days).toHaveLength(14)
    expect(state.days!.filter((d) => d.open).map((d) => d.date)).toEqual(['2026-11-27', '2026-12-01'])
    expect(state.date).toBe('2026-11-27')
    expect(state.daySlots).toHaveLength(2)
    expect(state.slot).toBeNull()
    expect(state.noneInStrip).toBe(false)
  })

  it('keeps the address’s day and time when that time is open', () => {
    const state = panelState(dates, data, {
      serviceId: 3,
      also: [],
      date: '2026-12-01',
      slot: '2026-12-01T14:00:00.000Z',
    })
    expect(state).toMatchObject({ date: '2026-12-01', slot: '2026-12-01T14:00:00.000Z', slotGone: false })
  })

  it('says so when the address’s time is no longer open, and keeps its day', () => {
    const state = panelState(dates, data, {
      serviceId: 3,
      also: [],
      date: '2026-11-27',
      slot: '2026-11-27T16:00:00.000Z',
    })
    expect(state).toMatchObject({ date: '2026-11-27', slot: null, slotGone: true })
    // A day outside the strip falls back to the first open day.
    expect(panelState(dates, data, { serviceId: 3, also: [], date: '2027-01-20', slot: null }).date).toBe('2026-11-27')
  })

  it('knows when the two weeks hold no open time at all', () => {
    const state = panelState(dates, answer({}), { serviceId: 3, also: [], date: null, slot: null })
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

// The stylist's services in their order (price, then id), as the profile lists them.
const services = [
  { id: 11, name: 'Trim', price: 25, duration: 30 },
  { id: 12, name: 'Cut', price: 45, duration: 45 },
  { id: 14, name: 'Highlights', price: 150, duration: 150 },
  { id: 13, name: 'Braids', price: 200, duration: 240 },
  { id: 15, name: 'Locs retwist', price: 220, duration: 300 },
]
const choice = (serviceId: number, also: number[] = []) => ({ serviceId, also, date: '2026-11-27', slot: null })

describe('the visit of several services', () => {
  it('is one service until the client adds another, and offers the rest to add', () => {
    const visit = visitOf(services, choice(12))!
    expect(visit.ids).toEqual([12])
    expect(visit.also).toEqual([])
    expect(visit.minutes).toBe(45)
    expect(visit.price).toBe(45)
    expect(visit.addable.map((s) => s.id)).toEqual([11, 14, 13, 15])
  })

  it('keeps the stylist’s order whatever the order of adding, and totals time and price', () => {
    const visit = visitOf(services, choice(14, [12, 11]))!
    expect(visit.ids).toEqual([11, 12, 14])
    expect(visit.also).toEqual([11, 12])
    expect(visit.services.map((s) => s.name)).toEqual(['Trim', 'Cut', 'Highlights'])
    expect(visit.minutes).toBe(225)
    expect(visit.price).toBe(220)
  })

  it('drops added ids the stylist does not offer, repeats and the first service itself', () => {
    const visit = visitOf(services, choice(12, [99, 14, 14, 12]))!
    expect(visit.ids).toEqual([12, 14])
    expect(visit.also).toEqual([14])
    expect(visitOf(services, choice(99, [12]))).toBeNull()
  })

  it('rounds the total up to the slot grid as the server books it', () => {
    const odd = [
      { id: 1, name: 'Brow', price: 10, duration: 20 },
      { id: 2, name: 'Lip', price: 8, duration: 10 },
    ]
    expect(visitOf(odd, choice(1, [2]))!.minutes).toBe(30)
    expect(visitOf(odd, choice(1))!.minutes).toBe(30)
  })

  it('offers nothing past five services or past the longest visit', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `S${i + 1}`, price: 10, duration: 15 }))
    const full = visitOf(many, choice(1, [2, 3, 4, 5, 6, 7]))!
    expect(full.ids).toEqual([1, 2, 3, 4, 5])
    expect(full.addable).toEqual([])
    // Braids (240) + Locs (300) = 540; Highlights (150) would make 690, a Cut more is 735 > 720.
    const long = visitOf(services, choice(13, [15, 14]))!
    expect(long.minutes).toBe(690)
    expect(long.minutes).toBeLessThanOrEqual(MAX_VISIT_MINUTES)
    expect(long.addable.map((s) => s.id)).toEqual([11])
    // An address asking for more than fits keeps the ones that fit, in the order it added them.
    expect(visitOf(services, choice(13, [15, 14, 12, 11]))!.ids).toEqual([11, 14, 13, 15])
  })

  it('adds and removes services keeping the day and asking for the time again', () => {
    const chosen = { serviceId: 12, also: [], date: '2026-11-27', slot: '2026-11-27T15:00:00.000Z' }
    const added = withService(chosen, 14)
    expect(added).toEqual({ serviceId: 12, also: [14], date: '2026-11-27', slot: null })
    expect(withService(added, 14)).toBe(added)
    expect(withService(added, 12)).toBe(added)
    expect(withoutService(added, 14)).toEqual({ serviceId: 12, also: [], date: '2026-11-27', slot: null })
    expect(withoutService(added, 12)).toBe(added)
    // Another first service: the added ones stay (without it), day and time are chosen anew.
    expect(withFirstService({ ...added, also: [14, 11] }, 14)).toEqual({
      serviceId: 14,
      also: [11],
      date: null,
      slot: null,
    })
  })

  it('says a visit’s length in hours and minutes', () => {
    expect(visitLength(45)).toBe('45 min')
    expect(visitLength(120)).toBe('2 h')
    expect(visitLength(150)).toBe('2 h 30 min')
    expect(visitLength(0)).toBe('0 min')
  })
})
