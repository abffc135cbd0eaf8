/** What the review form says when the server turns a review down (spec section 8, "Reviews"). */
export type ReviewFailure = { status: number | null; serverMessage: string | null }

export type ReviewToast = { title: string; description: string }

export const REVIEW_SUCCESS: ReviewToast = { title: 'Review submitted', description: 'Thank you for your feedback!' }
export const REVIEW_SIGN_IN_REQUIRED: ReviewToast = {
  title: 'Authentication required',
  description: 'Please sign in to leave a review',
}
const REVIEW_FAILED: ReviewToast = { title: 'Error', description: 'Failed to submit review. Please try again.' }

/**
 * 401: the session is gone, so sign in again. 403 (your own profile) and 429 (too many reviews
 * too fast) carry a message written for the user. Anything else is the spec's generic failure.
 */
export function reviewFailureToast({ status, serverMessage }: ReviewFailure): ReviewToast {
  if (status === 401) return REVIEW_SIGN_IN_REQUIRED
  if ((status === 403 || status === 429) && serverMessage) return { title: 'Error', description: serverMessage }
  return REVIEW_FAILED
}
