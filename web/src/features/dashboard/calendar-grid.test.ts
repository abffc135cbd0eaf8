import { describe, expect, it } from 'vitest'
import { appointmentSchema, type Appointment } from '@marketplace/domain/contract/booking.ts'
import type { Schedule } from '@marketplace/domain/contract/calendar.ts'
import {
  blockName,
  blockText,
  hourWindow,
  layoutDay,
  segmentsOf,
  stepDate,
  viewDates,
  wallMinutes,
} from './calendar-grid'

const ZONE = 'America/New_York'
const noActions = { cancel: false, reschedule: false, accept: false, decline: false, complete: false, noShow: false }

function appointment(id: number, startsAt: string, minutes: number, change: Partial<Appointment> = {}): Appointment {
  return appointmentSchema.parse({
    id,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    timeZone: ZONE,
    service: {
      id: 4,
      name: 'Haircut',
      price: 60,
      durationMinutes: minutes,
      services: [
        {
          id: 4,
          name: 'Haircut',
          price: 60,
          durationMinutes: minutes,
          activeMinutes: null,
          processingMinutes: null,
          finishingMinutes: null,
        },
      ],
      active: [[0, minutes]],
    },
    stylist: {
      id: 9,
      name: 'Maya Brooks',
      salonName: null,
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      phone: '(212) 555-0100',
      profileImageUrl: null,
    },
    client: { name: 'Ana Lee', email: 'ana@example.com' },
    notes: '',
    cancelReason: null,
    policy: { confirmation: 'instant', minNoticeHours: 2, horizonDays: 60, cancellationWindowHours: 24, policy: '' },
    actions: noActions,
    sequence: 0,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    ...change,
  })
}

const schedule = (change: Partial<Schedule>): Schedule => ({
  timeZone: ZONE,
  days: [],
  appointments: [],
  timeOff: [],
  busy: [],
  ...change,
})

describe('the day and week grids', () => {
  it('a week is Monday to Sunday around the date; Previous and Next move by the view', () => {
    expect(viewDates('week', '2026-03-05')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ])
    expect(viewDates('day', '2026-03-05')).toEqual(['2026-03-05'])
    expect(stepDate('week', '2026-03-05', 1)).toBe('2026-03-12')
    expect(stepDate('day', '2026-03-01', -1)).toBe('2026-02-28')
  })

  it('places by the wall clock of the zone, on both sides of the spring-forward night', () => {
    // 10:00 EST on Saturday and 10:00 EDT on Sunday are both 600 minutes after their midnight.
    expect(wallMinutes('2026-03-07T15:00:00Z', '2026-03-07', ZONE)).toBe(600)
    expect(wallMinutes('2026-03-08T14:00:00Z', '2026-03-08', ZONE)).toBe(600)
    // Before the day: its top; after it: its bottom.
    expect(wallMinutes('2026-03-07T15:00:00Z', '2026-03-08', ZONE)).toBe(0)
    expect(wallMinutes('2026-03-09T15:00:00Z', '2026-03-08', ZONE)).toBe(1440)
  })

  it('lays a day out: hours, appointments in lanes and in time order, time off and busy time clipped to the day', () => {
    const first = appointment(1, '2026-03-04T15:00:00Z', 60) // 10:00-11:00
    const overlapping = appointment(2, '2026-03-04T15:30:00Z', 60, { status: 'requested' }) // 10:30-11:30
    const later = appointment(3, '2026-03-04T17:00:00Z', 30) // 12:00-12:30
    const declined = appointment(4, '2026-03-04T18:00:00Z', 30, { status: 'declined' })
    const day = layoutDay(
      schedule({
        days: [{ date: '2026-03-04', open: [{ startsAt: '2026-03-04T14:00:00Z', endsAt: '2026-03-04T22:00:00Z' }] }],
        appointments: [later, declined, overlapping, first],
        timeOff: [
          { id: 7, startsAt: '2026-03-04T05:00:00Z', endsAt: '2026-03-06T05:00:00Z', allDay: true, note: 'Training' },
        ],
        busy: [{ startsAt: '2026-03-04T19:30:00Z', endsAt: '2026-03-04T20:30:00Z', calendar: 'Personal' }],
      }),
      '2026-03-04',
    )
    expect(day.open).toEqual([[540, 1020]])
    expect(day.appointments.map((p) => [p.appointment.id, p.top, p.bottom, p.lane, p.lanes])).toEqual([
      [1, 600, 660, 0, 2],
      [2, 630, 690, 1, 2],
      [3, 720, 750, 0, 1],
    ])
    expect(day.appointments[0].segments).toEqual([{ top: 600, bottom: 660, kind: 'active' }])
    expect(day.blocks.map((b) => [b.kind, b.top, b.bottom, blockText(b, ZONE)])).toEqual([
      ['timeOff', 0, 1440, 'All day, Time off: Training'],
      ['busy', 870, 930, '2:30 PM to 3:30 PM, Busy in Personal'],
    ])
    expect(hourWindow([day])).toEqual({ first: 8, last: 18 })
  })

  it('names a block in full for a screen reader', () => {
    expect(blockName(appointment(1, '2026-03-04T15:00:00Z', 60), ZONE)).toBe(
      '10:00 AM to 11:00 AM, Ana Lee, Haircut, Confirmed',
    )
  })

  it('widens the hours to an evening appointment, never past midnight', () => {
    const day = layoutDay(
      schedule({ appointments: [appointment(1, '2026-03-05T03:00:00Z', 90)] }), // 22:00-23:30 on the 4th
      '2026-03-04',
    )
    expect(hourWindow([day])).toEqual({ first: 8, last: 24 })
  })

  it('widens the hours to the "now" line on today, early or late', () => {
    const day = layoutDay(schedule({}), '2026-03-04')
    expect(hourWindow([day], 6 * 60 + 40)).toEqual({ first: 6, last: 18 })
    expect(hourWindow([day], 20 * 60)).toEqual({ first: 8, last: 21 })
    expect(hourWindow([day], 12 * 60)).toEqual({ first: 8, last: 18 })
  })

  // Cut (45) then Highlights (60 + 45 processing + 45), as the server shapes the visit: active
  // 0-105, processing 105-150, active 150-195 (ADR 023).
  const visitService = (minutes: number, active: [number, number][]) => ({
    id: 4,
    name: 'Cut + Highlights',
    price: 195,
    durationMinutes: minutes,
    services: [
      {
        id: 4,
        name: 'Cut',
        price: 45,
        durationMinutes: 45,
        activeMinutes: null,
        processingMinutes: null,
        finishingMinutes: null,
      },
      {
        id: 6,
        name: 'Highlights',
        price: 150,
        durationMinutes: 150,
        activeMinutes: 60,
        processingMinutes: 45,
        finishingMinutes: 45,
      },
    ],
    active,
  })
  const colour = appointment(1, '2026-03-04T15:00:00Z', 195, {
    service: visitService(195, [
      [0, 105],
      [150, 195],
    ]),
  }) // 10:00-13:15

  it('draws a visit’s processing time as a gap between its active parts', () => {
    expect(segmentsOf(colour).map((s) => [s.startsAt, s.endsAt, s.kind])).toEqual([
      ['2026-03-04T15:00:00.000Z', '2026-03-04T16:45:00.000Z', 'active'],
      ['2026-03-04T16:45:00.000Z', '2026-03-04T17:30:00.000Z', 'gap'],
      ['2026-03-04T17:30:00.000Z', '2026-03-04T18:15:00.000Z', 'active'],
    ])
    // A service that ends in processing (no finishing part): the tail is a gap.
    const ending = appointment(2, '2026-03-04T15:00:00Z', 105, {
      service: visitService(105, [
        [0, 60],
        [105, 105],
      ]),
    })
    expect(segmentsOf(ending).map((s) => s.kind)).toEqual(['active', 'gap'])
    expect(segmentsOf(ending)[1]).toMatchObject({
      startsAt: '2026-03-04T16:00:00.000Z',
      endsAt: '2026-03-04T16:45:00.000Z',
    })
    // A run past the appointment's end (a shortened copy) is clipped to it; no runs: one active part.
    const clipped = appointment(3, '2026-03-04T15:00:00Z', 60, {
      service: visitService(60, [
        [0, 30],
        [45, 195],
      ]),
    })
    expect(segmentsOf(clipped).map((s) => [s.kind, s.endsAt])).toEqual([
      ['active', '2026-03-04T15:30:00.000Z'],
      ['gap', '2026-03-04T15:45:00.000Z'],
      ['active', '2026-03-04T16:00:00.000Z'],
    ])
    const none = appointment(4, '2026-03-04T15:00:00Z', 60, { service: visitService(60, []) })
    expect(segmentsOf(none)).toEqual([
      { startsAt: '2026-03-04T15:00:00Z', endsAt: '2026-03-04T16:00:00.000Z', kind: 'active' },
    ])
  })

  it('puts a booking inside the processing gap beside the visit, not over it', () => {
    const inGap = appointment(5, '2026-03-04T16:45:00Z', 30, { client: { name: 'Bo Chen', email: 'bo@example.com' } }) // 11:45-12:15
    const after = appointment(6, '2026-03-04T18:15:00Z', 30) // 13:15-13:45, after the visit
    const day = layoutDay(schedule({ appointments: [after, inGap, colour] }), '2026-03-04')
    expect(day.appointments.map((p) => [p.appointment.id, p.top, p.bottom, p.lane, p.lanes])).toEqual([
      [1, 600, 795, 0, 2],
      [5, 705, 735, 1, 2],
      [6, 795, 825, 0, 1],
    ])
    expect(day.appointments[0].segments).toEqual([
      { top: 600, bottom: 705, kind: 'active' },
      { top: 705, bottom: 750, kind: 'gap' },
      { top: 750, bottom: 795, kind: 'active' },
    ])
    expect(day.appointments[1].segments).toEqual([{ top: 705, bottom: 735, kind: 'active' }])
  })

  it('says the processing time in a visit’s name for a screen reader', () => {
    expect(blockName(colour, ZONE)).toBe(
      '10:00 AM to 1:15 PM, Ana Lee, Cut + Highlights, processing 11:45 AM to 12:30 PM, Confirmed',
    )
  })
})
