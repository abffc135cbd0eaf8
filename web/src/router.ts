import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { RouteError } from '@/components/errors/route-error'
import { RoutePending } from '@/components/errors/route-pending'
import { routeTree } from '@/routeTree.gen'

export type AppRouterOptions = {
  /** The CSP nonce of this response: the router's inline hydration scripts carry it (server only). */
  nonce?: string
}

/**
 * One factory for the browser and the server renderer (entry-server.tsx), so both build the same
 * router (TanStack Router's SSR guide). On the server, Query's cache is dehydrated into the page
 * with the router's own data; in the browser it is hydrated before the first render.
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const router = createRouter({
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
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
  })
  // The providers (Chakra, Query, auth) wrap the router in app-providers.tsx, the same on both sides.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
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
