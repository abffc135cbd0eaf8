import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { RouteError } from '@/components/errors/route-error'
import { RoutePending } from '@/components/errors/route-pending'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Query owns caching: loaders always ask it (ensureQueryData), the router keeps nothing.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    parseSearch,
    stringifySearch,
  })
}

// Search params stay plain strings (validateSearch coerces them) and arrays travel as repeated
// keys (`priceRange=$&priceRange=$$`), the shape the API reads; the router's default would put
// JSON into the address and turn a ZIP code into a number.
function parseSearch(searchStr: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = result[key]
    result[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return result
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
