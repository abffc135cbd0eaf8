import { describe, expect, it } from 'vitest'
import { REVIEW_SIGN_IN_REQUIRED, reviewFailureToast } from './review-feedback'

describe('reviewFailureToast', () => {
  it('asks a signed-out user to sign in', () => {
    expect(reviewFailureToast({ status: 401, serverMessage: 'Unauthorized' })).toEqual(REVIEW_SIGN_IN_REQUIRED)
    expect(REVIEW_SIGN_IN_REQUIRED).toEqual({
      title: 'Authentication required',
      description: 'Please sign in to leave a review',
    })
  })

  it("shows the server's words for a rate limit and for the stylist's own profile", () => {
    expect(reviewFailureToast({ status: 429, serverMessage: 'Too many reviews. Try again in a minute.' })).toEqual({
      title: 'Error',
      description: 'Too many reviews. Try again in a minute.',
    })
    expect(reviewFailureToast({ status: 403, serverMessage: 'You cannot review your own profile' }).description).toBe(
      'You cannot review your own profile',
    )
  })

  it('falls back to the generic failure', () => {
    const generic = { title: 'Error', description: 'Failed to submit review. Please try again.' }
    expect(reviewFailureToast({ status: 500, serverMessage: 'boom' })).toEqual(generic)
    expect(reviewFailureToast({ status: 429, serverMessage: null })).toEqual(generic)
    expect(reviewFailureToast({ status: null, serverMessage: null })).toEqual(generic)
  })
})
