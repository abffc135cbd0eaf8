import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'

/** 'COS38345429 (NY)', the number alone without a state, or '—' when none was given. */
export function licenseText(stylist: Pick<PendingStylist, 'licenseNumber' | 'licenseState'>): string {
  if (!stylist.licenseNumber) return '—'
  return stylist.licenseState ? `${stylist.licenseNumber} (${stylist.licenseState})` : stylist.licenseNumber
}

/** The pending list grows this many rows at a time: hundreds can wait for review. */
export const PENDING_PAGE_SIZE = 25
