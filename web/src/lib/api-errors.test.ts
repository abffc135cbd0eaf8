import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import { failureMessage, failWith, fieldErrorsOf, issueFieldErrors, serverMessageOf } from '@/lib/api-errors'

const refused = new ApiError(400, '{}', {
  message: 'Invalid discount code',
  issues: [
    { path: ['validUntil'], message: 'Valid until must be after valid from' },
    { path: ['validUntil'], message: 'Second problem' },
    { path: ['workingHours', 2, 'closesAt'], message: 'Closing time must be after opening time' },
  ],
})

describe('issueFieldErrors', () => {
  it('keeps the first message of each field, and nested paths in full', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(3, 'Too short'),
      hours: z.array(z.object({ at: z.string().min(1, 'Time') })),
    })
    const parsed = schema.safeParse({ name: '', hours: [{ at: 'x' }, { at: '' }] })
    expect(parsed.success).toBe(false)
    expect(issueFieldErrors(parsed.error!.issues)).toEqual({
      name: 'Name is required',
      hours: 'Time',
      'hours.1.at': 'Time',
    })
  })
})

describe('fieldErrorsOf', () => {
  it('reads the fields an API refusal names, whatever its status', () => {
    expect(fieldErrorsOf(refused)).toEqual({
      validUntil: 'Valid until must be after valid from',
      workingHours: 'Closing time must be after opening time',
      'workingHours.2.closesAt': 'Closing time must be after opening time',
    })
    const taken = new ApiError(409, '{}', {
      message: 'Taken',
      issues: [{ path: ['code'], message: 'A discount code with this code already exists' }],
    })
    expect(fieldErrorsOf(taken)).toEqual({ code: 'A discount code with this code already exists' })
  })

  it('names no field for other failures', () => {
    expect(fieldErrorsOf(new ApiError(403, 'x', { message: 'Subscription required' }))).toEqual({})
    expect(fieldErrorsOf(new ApiError(500, 'Internal Server Error', undefined))).toEqual({})
    expect(fieldErrorsOf(new Error('offline'))).toEqual({})
  })
})

describe('failure words', () => {
  it("words a failure with the server's message, the error's own, or the fallback", () => {
    expect(serverMessageOf(new ApiError(403, 'x', { message: 'Subscription required' }))).toBe('Subscription required')
    expect(serverMessageOf(new ApiError(500, 'x', { message: '' }))).toBeUndefined()
    expect(serverMessageOf(new Error('offline'))).toBeUndefined()
    expect(failureMessage(new ApiError(500, 'Internal Server Error', undefined), 'Please try again later.')).toBe(
      'Please try again later.',
    )
    expect(failureMessage(new ApiError(413, '{}', { message: 'The image must be 5 MB or smaller.' }), 'x')).toBe(
      'The image must be 5 MB or smaller.',
    )
    expect(failureMessage(new Error('Failed to fetch'), 'Please try again.')).toBe('Failed to fetch')
    expect(failureMessage('?', 'Please try again.')).toBe('Please try again.')
  })

  it("gives a step's words to a refusal without the server's, and only to that", async () => {
    const silent = new ApiError(500, 'Internal Server Error', undefined)
    const worded = new ApiError(400, '{}', { message: 'Bio must be at least 100 characters' })
    const offline = new TypeError('Failed to fetch')
    const step = (error: unknown) => Promise.reject(error).catch(failWith('Failed to create profile'))

    const rewritten = await step(silent).catch((e: unknown) => e)
    expect(failureMessage(rewritten, 'Please try again later.')).toBe('Failed to create profile')
    expect((rewritten as Error).cause).toBe(silent)
    await expect(step(worded)).rejects.toBe(worded)
    await expect(step(offline)).rejects.toBe(offline)
  })
})
