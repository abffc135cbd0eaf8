// The server renderer of the public pages, built by `vite build --ssr` into one self-contained
// module (web/dist-ssr/entry-server.js) that the Node server and the Edge Function (Deno) both
// import: TanStack Router's SSR (createRequestHandler + renderRouterToString) runs the route
// loaders, renders the page with Chakra's styles and dehydrates the router's and Query's data.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createRouter } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { AsyncLocalStorage } from 'node:async_hooks'
import template from 'virtual:page-template'
import routeChunks, { appChunks, bookingPanelChunks } from 'virtual:route-chunks'
import { AppProviders } from '@/app-providers'
import { setApiTransport, type ApiTransport } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { routeTree } from '@/routeTree.gen'
import { createAppRouter } from '@/router'
import { emotionStyleTags } from '@/server/emotion-styles'

export type RenderPageOptions = {
  /** The nonce of this response's Content-Security-Policy, for the inline hydration scripts. */
  nonce: string
  /** Answers this page's API requests in process, as the visitor (their address, no identity). */
  fetchApi: ApiTransport
}

// Every request of one page render goes through that render's own transport.
const currentTransport = new AsyncLocalStorage<ApiTransport>()
setApiTransport((path, init) => {
  const transport = currentTransport.getStore()
  if (!transport) throw new Error(`API request outside a page render: ${path}`)
  return transport(path, init)
})

/**
 * The page at `request`'s URL as a whole HTML document (the built index.html with the rendered
 * app, its styles and its hydration data), or the router's redirect. Signed-out: identity lives
 * in the browser, so these are the pages anyone sees, and a CDN may keep them.
 */
export function renderPage(request: Request, options: RenderPageOptions): Promise<Response> {
  return currentTransport.run(options.fetchApi, async () => {
    const queryClient = createQueryClient()
    // A fresh cache per page in compat mode: styles are collected, not written inline.
    const cache = createCache({ key: 'css' })
    cache.compat = true
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(queryClient, { nonce: options.nonce }),
    })
    let matchedRoutes: string[] = []
    const response = await handler(({ router, responseHeaders }) => {
      matchedRoutes = router.state.matches.map((match) => match.routeId)
      return renderRouterToString({
        router,
        responseHeaders,
        children: (
          <CacheProvider value={cache}>
            <AppProviders queryClient={queryClient}>
              <RouterServer router={router} />
            </AppProviders>
          </CacheProvider>
        ),
      })
    })
    if (!(response.headers.get('content-type') ?? '').includes('text/html') || response.status >= 500) return response
    const app = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
    // Replacer functions: the markup holds `$$` (price tiers), which a replacement string would read.
    const html = template
      .replace('</head>', () => `${emotionStyleTags(cache)}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-scripts="${pageScripts(matchedRoutes)}" data-prefetch="${prefetchScripts(matchedRoutes)}">${app}</div>`,
      )
    return new Response(html, { status: response.status, headers: response.headers })
  })
}

/**
 * The scripts of the matched routes' pages, which the browser's entry fetches together with the app
 * when it starts (main.tsx), instead of discovering them only once the app has run.
 */
function pageScripts(routeIds: string[]): string {
  const files = new Set<string>()
  for (const id of routeIds) {
    const path = id.replace(/^\//, '')
    const candidates =
      path === '' ? ['index.tsx'] : path.endsWith('/') ? [`${path}index.tsx`] : [`${path}.tsx`, `${path}/index.tsx`]
    for (const candidate of candidates) for (const file of routeChunks[candidate] ?? []) files.add(`/${file}`)
  }
  return [...files].join(' ')
}

/**
 * What the browser's entry fetches, without running it, once the page has loaded (main.tsx), so a
 * later tap pays only for running it (issue 36): the app's scripts, and on a profile the booking
 * panel's (Book is the action the profile is for). The page's own scripts are in data-scripts.
 */
function prefetchScripts(routeIds: string[]): string {
  const profile = routeIds.some((id) => id.startsWith('/stylist/$id'))
  return [...appChunks, ...(profile ? bookingPanelChunks : [])].map((file) => `/${file}`).join(' ')
}

/** The shell of the pages the browser renders (the signed-in screens). */
export const shellHtml: string = template

// One router for matching only (no loaders run, nothing rendered).
const matcher = createRouter({ routeTree, context: { queryClient: createQueryClient() } })

/**
 * Whether the app has a page at this path. The server answers 404 for any other (with the shell,
 * whose router shows the not-found page), so an unknown address is not a page a search engine keeps.
 */
export function routeExists(pathname: string): boolean {
  // The router matches fuzzily (for its not-found handling): a part left over is in `**`.
  const [, params, route] = matcher.getMatchedRoutes(pathname)
  return route !== undefined && !('**' in params)
}
