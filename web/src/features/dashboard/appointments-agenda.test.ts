import { describe, expect, it } from 'vitest'
import { appointmentSchema, type Appointment } from '@marketplace/domain/contract/booking.ts'
import {
  CANCEL_REASON_REQUIRED,
  agendaRange,
  appointmentSummary,
  cancelReasonProblem,
  dayHeading,
  groupByDay,
  mondayOf,
  onAgenda,
  timeRangeText,
  weekText,
  zoneText,
} from './appointments-agenda'

const noActions = { cancel: false, reschedule: false, accept: false, decline: false, complete: false, noShow: false }

function appointment(id: number, startsAt: string, minutes: number, change: Partial<Appointment> = {}): Appointment {
  return appointmentSchema.parse({
    id,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    timeZone: 'America/Chicago',
    service: {
      id: 4,
      name: 'Silk Press',
      price: 85,
      durationMinutes: minutes,
      services: [
        {
          id: 4,
          name: 'Silk Press',
          price: 85,
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
      city: 'Chicago',
      state: 'IL',
      phone: '(312) 555-0100',
      profileImageUrl: null,
    },
    client: { name: 'Dana Reyes', email: 'dana@example.com' },
    notes: '',
    cancelReason: null,
    policy: { confirmation: 'request', minNoticeHours: 2, horizonDays: 60, cancellationWindowHours: 24, policy: '' },
    actions: noActions,
    sequence: 0,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...change,
  })
}

describe('the agenda range', () => {
  it('runs weeks Monday to Sunday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23') // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // a Sunday belongs to the week before it
  })

  it("takes today from the stylist's zone, not from UTC", () => {
    // 03:00 UTC on the 25th is still the evening of the 24th in New York.
    const now = new Date('2026-11-25T03:00:00Z')
    expect(agendaRange('today', now, 'America/New_York')).toEqual({
      firstDate: '2026-11-24',
      lastDate: '2026-11-24',
      from: '2026-11-24T05:00:00.000Z',
      to: '2026-11-25T05:00:00.000Z',
    })
    expect(agendaRange('today', now, 'UTC').firstDate).toBe('2026-11-25')
  })

  it('spans 169 hours over the November change and 167 over the March one', () => {
    const november = agendaRange('week', new Date('2026-10-28T15:00:00Z'), 'America/New_York')
    expect(november).toMatchObject({ firstDate: '2026-10-26', lastDate: '2026-11-01' })
    expect(november.from).toBe('2026-10-26T04:00:00.000Z')
    expect(november.to).toBe('2026-11-02T05:00:00.000Z')
    expect((Date.parse(november.to) - Date.parse(november.from)) / 3_600_000).toBe(169)
    const march = agendaRange('week', new Date('2026-03-04T15:00:00Z'), 'America/Chicago')
    expect(march).toMatchObject({ firstDate: '2026-03-02', lastDate: '2026-03-08' })
    expect((Date.parse(march.to) - Date.parse(march.from)) / 3_600_000).toBe(167)
  })

  it('moves a week at a time, and Arizona keeps its offset all year', () => {
    const now = new Date('2026-03-04T15:00:00Z')
    expect(agendaRange('week', now, 'America/Phoenix', -1)).toMatchObject({
      firstDate: '2026-02-23',
      lastDate: '2026-03-01',
      from: '2026-02-23T07:00:00.000Z',
    })
    const next = agendaRange('week', now, 'America/Phoenix', 1)
    expect(next).toMatchObject({ firstDate: '2026-03-09', from: '2026-03-09T07:00:00.000Z' })
    expect(next.to).toBe('2026-03-16T07:00:00.000Z')
    expect(weekText(next)).toBe('Mon, Mar 9 – Sun, Mar 15')
  })
})

describe('the agenda', () => {
  it("groups by the local day in the stylist's zone, each day by start time", () => {
    const late = appointment(1, '2026-11-25T04:30:00Z', 60) // 22:30 on the 24th in Chicago
    const morning = appointment(2, '2026-11-25T15:00:00Z', 45)
    const early = appointment(3, '2026-11-25T14:00:00Z', 30)
    const days = groupByDay([morning, late, early], 'America/Chicago')
    expect(days.map((d) => [d.date, d.appointments.map((a) => a.id)])).toEqual([
      ['2026-11-24', [1]],
      ['2026-11-25', [3, 2]],
    ])
    expect(groupByDay([late], 'UTC')[0].date).toBe('2026-11-25')
  })

  it('names today and tomorrow, and shows times in the zone with its own clock', () => {
    expect(dayHeading('2026-11-25', '2026-11-25')).toBe('Today, Wednesday, November 25')
    expect(dayHeading('2026-11-26', '2026-11-25')).toBe('Tomorrow, Thursday, November 26')
    expect(dayHeading('2026-11-28', '2026-11-25')).toBe('Saturday, November 28')
    expect(timeRangeText('2026-11-25T15:00:00Z', '2026-11-25T16:30:00Z', 'America/Chicago')).toBe('9:00 AM – 10:30 AM')
    expect(timeRangeText('2026-11-25T15:00:00Z', '2026-11-25T16:30:00Z', 'America/Phoenix')).toBe('8:00 AM – 9:30 AM')
  })

  it('sums an appointment up for its buttons and dialogs', () => {
    expect(appointmentSummary(appointment(5, '2026-12-01T20:30:00Z', 60), 'America/Chicago')).toBe(
      'Silk Press for Dana Reyes, Tue, Dec 1, 2:30 PM – 3:30 PM',
    )
    expect(appointmentSummary(appointment(5, '2026-12-01T20:30:00Z', 60, { client: null }), 'UTC')).toBe(
      'Silk Press for a client, Tue, Dec 1, 8:30 PM – 9:30 PM',
    )
  })

  it('leaves declined and expired requests off the agenda, and keeps cancellations', () => {
    const at = '2026-11-25T15:00:00Z'
    expect(onAgenda(appointment(1, at, 30, { status: 'declined' }))).toBe(false)
    expect(onAgenda(appointment(1, at, 30, { status: 'expired' }))).toBe(false)
    expect(onAgenda(appointment(1, at, 30, { status: 'cancelled_by_client' }))).toBe(true)
    expect(onAgenda(appointment(1, at, 30, { status: 'requested' }))).toBe(true)
  })

  it('asks a stylist who cancels for a reason', () => {
    expect(cancelReasonProblem('')).toBe(CANCEL_REASON_REQUIRED)
    expect(cancelReasonProblem('   ')).toBe(CANCEL_REASON_REQUIRED)
    expect(cancelReasonProblem('I am ill')).toBeNull()
  })

  it('names a US zone by its label and another by its name and abbreviation', () => {
    const now = new Date('2026-07-01T12:00:00Z')
    expect(zoneText('America/Chicago', now)).toBe('Central Time (Chicago)')
    expect(zoneText('America/Puerto_Rico', now)).toBe('America/Puerto Rico (AST)')
  })
})
