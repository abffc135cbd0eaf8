import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Every admin query lives under ['admin', ...]; the keys are here so mutations can refresh them. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: ['admin', 'analytics'] as const,
  bookingSeries: ['admin', 'analytics', 'bookings'] as const,
  trends: (days: number, state: string | null) => ['admin', 'analytics', 'trends', { days, state }] as const,
  verifications: ['admin', 'verifications'] as const,
  verificationStats: ['admin', 'verifications', 'stats'] as const,
  pendingVerifications: ['admin', 'verifications', 'pending'] as const,
  coupons: ['admin', 'coupons'] as const,
  users: ['admin', 'users'] as const,
  userList: (q: string, page: number) => ['admin', 'users', 'list', { q, page }] as const,
  userDetails: (id: string) => ['admin', 'users', 'details', id] as const,
  support: ['admin', 'support'] as const,
  reportedReviews: ['admin', 'reviews', 'reported'] as const,
  reportedMessages: ['admin', 'messages', 'reported'] as const,
  payments: (days: number) => ['admin', 'payments', { days }] as const,
  audit: ['admin', 'audit'] as const,
}

/** After an admin action: what it changed, and the audit log, which records every action. */
export function refreshAfterAdminAction(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  return Promise.all(
    [...keys, adminQueryKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined)
}
