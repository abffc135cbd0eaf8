import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { failureDescription } from './admin-errors'

const refused = new ApiError(400, '{}', {
  message: 'Invalid discount code',
  issues: [
    { path: ['validUntil'], message: 'Valid until must be after valid from' },
    { path: ['validUntil'], message: 'Second problem' },
    { path: ['value'], message: 'Percent must be between 1 and 100' },
  ],
})

describe('failureDescription', () => {
  it('prefers the first field the server named, then its message', () => {
    expect(failureDescription(refused)).toBe('Valid until must be after valid from')
    expect(failureDescription(new ApiError(409, '{}', { message: 'That code already exists' }))).toBe(
      'That code already exists',
    )
  })

  it('says nothing more for other failures', () => {
    expect(failureDescription(new ApiError(500, 'Internal Server Error', undefined))).toBeUndefined()
    expect(failureDescription(new Error('offline'))).toBeUndefined()
  })
})
