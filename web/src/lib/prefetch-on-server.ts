import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A loader step for data a page shows with its own loading state: the server waits for it, so
 * the rendered page holds it (and its dehydrated cache, the browser); the browser does not wait,
 * the page shows at once and fills in as it does without server rendering. A failure is left to
 * the page's own error state (the query keeps it).
 */
export async function prefetchOnServer<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  if (typeof window === 'undefined') await queryClient.prefetchQuery(options)
}
