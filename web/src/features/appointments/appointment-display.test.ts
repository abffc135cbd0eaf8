import { describe, expect, it } from 'vitest'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import {
  addressLine,
  closedWindowHours,
  closedWindowText,
  formatAppointmentDate,
  formatAppointmentTime,
  formatPrice,
  groupByMonth,
  pageSummary,
  statusLabels,
  zoneShortName,
} from './appointment-display'

const policy = {
  confirmation: 'instant',
  minNoticeHours: 2,
  horizonDays: 60,
  cancellationWindowHours: 24,
  policy: '',
} as const
const noActions = { cancel: false, reschedule: false, accept: false, decline: false, complete: false, noShow: false }

function appointment(overrides: Partial<Appointment>): Pick<Appointment, 'status' | 'startsAt' | 'actions' | 'policy'> {
  return { status: 'confirmed', startsAt: '2026-12-01T20:00:00Z', actions: noActions, policy, ...overrides }
}

describe('statusLabels', () => {
  it('names each status as the client reads it', () => {
    expect(statusLabels.cancelled_by_client).toBe('Cancelled by you')
    expect(statusLabels.cancelled_by_stylist).toBe('Cancelled by stylist')
    expect(statusLabels.no_show).toBe('No-show')
    // A slot held while the client's card is confirmed (issue 37).
    expect(statusLabels.held).toBe('Awaiting payment')
    expect(Object.keys(statusLabels)).toHaveLength(9)
  })
})

describe('times in the stylist zone', () => {
  it('shows Chicago times with CST in winter and CDT in summer', () => {
    expect(formatAppointmentDate('2026-12-01T20:00:00Z', 'America/Chicago')).toBe('Tuesday, December 1, 2026')
    expect(formatAppointmentTime('2026-12-01T20:00:00Z', '2026-12-01T21:15:00Z', 'America/Chicago')).toBe(
      '2:00 PM – 3:15 PM CST',
    )
    expect(formatAppointmentTime('2026-07-01T15:30:00Z', '2026-07-01T16:30:00Z', 'America/Chicago')).toBe(
      '10:30 AM – 11:30 AM CDT',
    )
  })

  it('takes the date from the zone, not from UTC', () => {
    // 03:00Z on December 2 is still the evening of December 1 in New York.
    expect(formatAppointmentDate('2026-12-02T03:00:00Z', 'America/New_York')).toBe('Tuesday, December 1, 2026')
  })

  it('keeps Arizona on MST all year', () => {
    expect(zoneShortName('2026-07-01T18:00:00Z', 'America/Phoenix')).toBe('MST')
    expect(zoneShortName('2026-01-01T18:00:00Z', 'America/Phoenix')).toBe('MST')
  })
})

describe('closedWindowHours', () => {
  const now = new Date('2026-12-01T00:00:00Z')

  it('gives the window when a standing appointment starts inside it and cannot be changed online', () => {
    expect(closedWindowHours(appointment({ startsAt: '2026-12-01T20:00:00Z' }), now)).toBe(24)
  })

  it('gives nothing when the server still allows a move', () => {
    const open = { ...noActions, cancel: true, reschedule: true }
    expect(closedWindowHours(appointment({ actions: open }), now)).toBeNull()
  })

  it('still gives the window for a request that may only be withdrawn', () => {
    const withdrawOnly = { ...noActions, cancel: true }
    expect(closedWindowHours(appointment({ status: 'requested', actions: withdrawOnly }), now)).toBe(24)
  })

  it('gives nothing outside the window, after the start and for finished statuses', () => {
    expect(closedWindowHours(appointment({ startsAt: '2026-12-02T00:00:00Z' }), now)).toBeNull()
    expect(closedWindowHours(appointment({ startsAt: '2026-11-30T23:00:00Z' }), now)).toBeNull()
    expect(closedWindowHours(appointment({ status: 'cancelled_by_client' }), now)).toBeNull()
    expect(closedWindowHours(appointment({ status: 'completed' }), now)).toBeNull()
  })

  it('counts a request as standing', () => {
    expect(closedWindowHours(appointment({ status: 'requested', startsAt: '2026-12-01T23:59:00Z' }), now)).toBe(24)
  })

  it('reads as a sentence, singular for one hour', () => {
    expect(closedWindowText(24)).toBe('Changes within 24 hours of the start: please call the stylist')
    expect(closedWindowText(1)).toBe('Changes within 1 hour of the start: please call the stylist')
  })
})

describe('groupByMonth', () => {
  it('puts consecutive appointments of a month, in their own zone, under one heading', () => {
    const list = [
      { id: 1, startsAt: '2026-11-30T20:00:00Z', timeZone: 'America/Chicago' },
      // December 1 at 01:00Z is still November 30 in Los Angeles.
      { id: 2, startsAt: '2026-12-01T01:00:00Z', timeZone: 'America/Los_Angeles' },
      { id: 3, startsAt: '2026-12-01T15:00:00Z', timeZone: 'America/Chicago' },
    ]
    const groups = groupByMonth(list)
    expect(groups.map((g) => g.label)).toEqual(['November 2026', 'December 2026'])
    expect(groups.map((g) => g.appointments.map((a) => a.id))).toEqual([[1, 2], [3]])
  })

  it('gives no groups for no appointments', () => {
    expect(groupByMonth([])).toEqual([])
  })
})

describe('small formats', () => {
  it('formats dollars, addresses and page summaries', () => {
    expect(formatPrice(45)).toBe('$45')
    expect(formatPrice(12.5)).toBe('$12.50')
    expect(addressLine({ address: '500 Congress Ave ', city: 'Austin', state: 'TX' })).toBe(
      '500 Congress Ave, Austin, TX',
    )
    expect(addressLine({ address: '', city: 'Austin', state: 'TX' })).toBe('Austin, TX')
    expect(pageSummary(2, 20, 17, 37)).toBe('Showing 21–37 of 37')
    expect(pageSummary(1, 20, 0, 0)).toBe('Showing 0 of 0')
  })
})
