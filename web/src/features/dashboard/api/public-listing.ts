import type { QueryClient } from '@tanstack/react-query'

/**
 * After a change to the stylist's listing, the public pages this browser has cached (search,
 * featured, the profile, directory lists: all under these keys) are fetched again when next shown,
 * so the stylist sees their change at once. So is their own dashboard profile, which carries the
 * services, portfolio and specialties the completeness meter counts.
 */
export function refreshPublicListing(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['stylists'] })
  void queryClient.invalidateQueries({ queryKey: ['directory'] })
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'dashboard' && query.queryKey[2] === 'profile',
  })
}
