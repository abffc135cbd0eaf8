import type { AdminUser, AdminUserDetails } from '@marketplace/domain/contract/admin.ts'

/** 'Maya Brooks', one name alone, or null when the user gave none. */
export function userFullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || null
}

export type UserTypeBadge = { label: 'Admin' | 'Stylist' | 'User'; palette: string }

/** The Type column: Admin and/or Stylist, or User for everyone else. */
export function userTypeBadges(user: Pick<AdminUser, 'isAdmin' | 'isStylist'>): UserTypeBadge[] {
  const badges: UserTypeBadge[] = []
  if (user.isAdmin) badges.push({ label: 'Admin', palette: 'purple' })
  if (user.isStylist) badges.push({ label: 'Stylist', palette: 'brand' })
  return badges.length > 0 ? badges : [{ label: 'User', palette: 'gray' }]
}

type VerificationStatus = NonNullable<AdminUserDetails['stylist']>['verificationStatus']

/** A stylist's verification status in the details dialog. */
export function verificationLabel(status: VerificationStatus): string {
  if (status === 'approved') return 'Approved'
  if (status === 'rejected') return 'Rejected'
  if (status === 'pending') return 'Pending'
  return 'Not submitted'
}

export const verificationPalettes: Record<NonNullable<VerificationStatus> | 'none', string> = {
  approved: 'green',
  rejected: 'red',
  pending: 'orange',
  none: 'gray',
}

const count = new Intl.NumberFormat('en-US')

/** 'Showing 21-40 of 2,400', for the pages of the user search (20 a page). */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${count.format(total)}`
  const first = (page - 1) * pageSize + 1
  return `Showing ${count.format(first)}-${count.format(first + shown - 1)} of ${count.format(total)}`
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
