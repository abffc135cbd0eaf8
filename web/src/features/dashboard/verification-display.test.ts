import { describe, expect, it } from 'vitest'
import { verificationDisplay } from './verification-display'

describe('verification banner', () => {
  it.each([
    ['pending', 'Under Review', 'orange', 'Your account is under review by our team'],
    ['approved', 'Verified', 'green', 'Your account is verified and live on the platform'],
    ['rejected', 'Not Approved', 'red', 'Your account verification was not approved'],
    [null, 'Not Submitted', 'gray', 'Complete your profile to begin the verification process'],
    [undefined, 'Not Submitted', 'gray', 'Complete your profile to begin the verification process'],
  ] as const)('%s shows %s', (status, badge, palette, text) => {
    expect(verificationDisplay(status)).toEqual({ badge, palette, text })
  })
})
