import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'

export interface VerificationDisplay {
  badge: string
  /** A Chakra colour palette for the badge and the banner. */
  palette: 'orange' | 'green' | 'red' | 'gray'
  text: string
}

/** The Profile tab's verification banner in its four states (spec section 4, "verificationStatus"). */
export function verificationDisplay(status: DashboardProfile['verificationStatus'] | undefined): VerificationDisplay {
  switch (status) {
    case 'pending':
      return { badge: 'Under Review', palette: 'orange', text: 'Your account is under review by our team' }
    case 'approved':
      return { badge: 'Verified', palette: 'green', text: 'Your account is verified and live on the platform' }
    case 'rejected':
      return { badge: 'Not Approved', palette: 'red', text: 'Your account verification was not approved' }
    default:
      return {
        badge: 'Not Submitted',
        palette: 'gray',
        text: 'Complete your profile to begin the verification process',
      }
  }
}
