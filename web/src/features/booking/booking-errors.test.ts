import { describe, expect, it } from 'vitest'
import { bookingMessages } from '@marketplace/domain/contract/booking.ts'
import { ApiError } from '@/lib/api-client'
import { bookingFailure } from './booking-errors'

const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body), body)

describe('a refused booking', () => {
  it('on 409 says the time was taken and carries the fresh open times', () => {
    const slots = [{ startsAt: '2026-11-26T20:45:00.000Z', endsAt: '2026-11-26T21:45:00.000Z' }]
    expect(bookingFailure(refusal(409, { message: bookingMessages.slotTaken, slots }))).toEqual({
      kind: 'slotTaken',
      message: bookingMessages.slotTaken,
      slots,
    })
    // A 409 without a usable list still says so; the panel then asks for the times again.
    expect(bookingFailure(refusal(409, { message: 'Conflict' }))).toEqual({
      kind: 'slotTaken',
      message: bookingMessages.slotTaken,
      slots: null,
    })
  })

  it('on 400 names the field the server named', () => {
    const body = { message: 'Invalid input', issues: [{ path: ['startsAt'], message: bookingMessages.insideNotice }] }
    expect(bookingFailure(refusal(400, body))).toEqual({
      kind: 'field',
      field: 'startsAt',
      message: bookingMessages.insideNotice,
    })
  })

  it('otherwise shows the server’s words, or a fallback', () => {
    expect(bookingFailure(refusal(403, { message: bookingMessages.ownProfile }))).toEqual({
      kind: 'other',
      message: bookingMessages.ownProfile,
    })
    expect(bookingFailure(refusal(400, { message: bookingMessages.notBookable }))).toEqual({
      kind: 'other',
      message: bookingMessages.notBookable,
    })
    expect(bookingFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'other', message: 'Failed to fetch' })
  })
})
