import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../lib/api-client'
import { apiFieldErrors, failureMessage, fieldErrorsOf, serverMessage } from './field-errors'

describe('field errors', () => {
  it('keeps the first message of each field, and nested paths in full', () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required').min(3, 'Too short'), hours: z.array(z.object({ at: z.string().min(1, 'Time') })) })
    const parsed = schema.safeParse({ name: '', hours: [{ at: 'x' }, { at: '' }] })
    expect(parsed.success).toBe(false)
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({ name: 'Name is required', hours: 'Time', 'hours.1.at': 'Time' })
  })

  it('reads the fields of an API 400 and nothing else', () => {
    const bad = new ApiError(400, '{}', { message: 'Bio must be at least 100 characters', issues: [{ path: ['bio'], message: 'Bio must be at least 100 characters' }] })
    expect(apiFieldErrors(bad)).toEqual({ bio: 'Bio must be at least 100 characters' })
    expect(apiFieldErrors(new ApiError(403, 'x', { message: 'Subscription required' }))).toEqual({})
    expect(apiFieldErrors(new Error('offline'))).toEqual({})
  })

  it("words a failure with the server's message, the error's own, or the fallback", () => {
    expect(serverMessage(new ApiError(403, 'x', { message: 'Subscription required' }))).toBe('Subscription required')
    expect(failureMessage(new ApiError(500, 'Internal Server Error', undefined), 'Please try again later.')).toBe('Please try again later.')
    expect(failureMessage(new ApiError(413, '{}', { message: 'The image must be 5 MB or smaller.' }), 'x')).toBe('The image must be 5 MB or smaller.')
    expect(failureMessage(new Error('Failed to fetch'), 'Please try again.')).toBe('Failed to fetch')
    expect(failureMessage('?', 'Please try again.')).toBe('Please try again.')
  })
})
