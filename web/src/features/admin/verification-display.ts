import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'

/** 'COS38345429 (NY)', the number alone without a state, or '—' when none was given. */
export function licenseText(stylist: Pick<PendingStylist, 'licenseNumber' | 'licenseState'>): string {
  if (!stylist.licenseNumber) return '—'
  return stylist.licenseState ? `${stylist.licenseNumber} (${stylist.licenseState})` : stylist.licenseNumber
}

/** The pending list grows this many rows at a time: hundreds can wait for review. */
export const PENDING_PAGE_SIZE = 25

/** How long an application has waited: 'Today', '1 day', '9 days'. */
export function waitingText(days: number): string {
  if (days <= 0) return 'Today'
  return days === 1 ? '1 day' : `${days} days`
}

/** Waiting a week or more is overdue: the list marks it. */
export const OVERDUE_DAYS = 7

export type PendingOrder = 'oldest' | 'newest'

/** The list in the chosen order: oldest applications first (the server's order) or newest first. */
export function sortPending<T extends Pick<PendingStylist, 'id' | 'createdAt'>>(
  list: readonly T[],
  order: PendingOrder,
) {
  const sorted = [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  return order === 'oldest' ? sorted : sorted.reverse()
}
