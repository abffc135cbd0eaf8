import { describe, expect, it } from 'vitest'
import { bookedPrice, confirmationHeading, policyLines } from './booking-labels'

const policy = {
  confirmation: 'instant' as const,
  minNoticeHours: 2,
  horizonDays: 60,
  cancellationWindowHours: 24,
  policy: '',
}

describe('booking labels', () => {
  it('states the confirmation mode and the cancellation window', () => {
    expect(policyLines(policy)).toEqual({
      confirmation: 'Instant confirmation: your time is booked as soon as you confirm.',
      cancellation: 'Cancel or reschedule online up to 24 hours before the appointment.',
      text: null,
    })
    const request = policyLines({
      ...policy,
      confirmation: 'request',
      cancellationWindowHours: 48,
      policy: '  No pets.  ',
    })
    expect(request.confirmation).toMatch(/^Request to book/)
    expect(request.cancellation).toBe('Cancel or reschedule online up to 2 days before the appointment.')
    expect(request.text).toBe('No pets.')
    expect(policyLines({ ...policy, cancellationWindowHours: 1 }).cancellation).toContain('up to 1 hour before')
    expect(policyLines({ ...policy, cancellationWindowHours: 36 }).cancellation).toContain('up to 36 hours before')
    expect(policyLines({ ...policy, cancellationWindowHours: 0 }).cancellation).toBe(
      'Cancel or reschedule online any time before the appointment.',
    )
  })

  it('heads the confirmation by the status the booking came back with', () => {
    expect(confirmationHeading('confirmed')).toBe('You’re booked')
    expect(confirmationHeading('requested')).toBe('Request sent')
  })

  it('shows a booked price in dollars, cents only when there are some', () => {
    expect(bookedPrice(45)).toBe('$45')
    expect(bookedPrice(12.5)).toBe('$12.50')
    expect(bookedPrice(0)).toBeNull()
  })
})
