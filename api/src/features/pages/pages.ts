import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { contentSecurityPolicy } from '../../lib/security-headers.ts'
import { injectHead } from '../seo/html.ts'
import { renderPageHead } from '../seo/page-head.ts'
import { siteOrigin } from '../seo/seo.routes.ts'
import type { PageRenderer } from './page-renderer.ts'
import { isPublicPage, pageCacheControl } from './public-pages.ts'

type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>

/**
 * Page HTML, the same in every runtime (Node server and Edge Function): public pages rendered on
 * the server with their data (pages' own head tags for search engines from features/seo), every
 * other path the shell the browser renders. `appFetch` is the app itself: the renderer's API
 * requests are answered in process, carrying the visitor's connection (rate limits stay theirs).
 * `devPages`: which development pages to serve (embedded mode): /dev/mailbox* where the mailbox
 * runs, /dev/connect* where the embedded Connect twin does; every other /dev/* address is 404.
 */
export function pages(
  renderer: PageRenderer,
  appFetch: AppFetch,
  { devPages = { mailbox: false, connect: false } }: { devPages?: { mailbox: boolean; connect: boolean } } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    // Development pages (/dev/mailbox) are no page at all outside embedded mode: the app's 404
    // (any case: the web router matches paths case-insensitively).
    if (/^\/dev(\/|$)/i.test(c.req.path)) {
      const page = /^\/dev\/(mailbox|connect)(\/|$)/.exec(c.req.path)?.[1] as 'mailbox' | 'connect' | undefined
      if (!page || !devPages[page]) return next()
    }
    const { env, logger } = c.get('deps')
    if (!isPublicPage(c.req.path)) {
      c.header('Cache-Control', 'no-cache')
      // An address the app has no page for is a 404 (the shell's router shows the not-found page).
      return c.html(renderer.shellHtml, renderer.routeExists(c.req.path) ? 200 : 404)
    }
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    const forwardedFor = c.req.header('x-forwarded-for')
    const fetchApi = (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers)
      if (forwardedFor) headers.set('x-forwarded-for', forwardedFor)
      return Promise.resolve(appFetch(new Request(new URL(path, c.req.url), { ...init, headers }), c.env))
    }
    const url = new URL(c.req.url)
    const rendered = await renderer.renderPage(new Request(url, { headers: c.req.raw.headers }), { nonce, fetchApi })
    if (rendered.status >= 300 && rendered.status < 400) return rendered
    const page = await renderPageHead(c.get('deps').readSql, c.req.path, siteOrigin(c)).catch((error: unknown) => {
      // The page still works without its head tags; never fail it for them.
      logger.error('Could not render page head tags', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    })
    const status = (page?.status === 404 ? 404 : rendered.status) as 200 | 404 | 500
    // A route that failed to load (an address without a usable id) is left to the browser, which
    // shows the failure as without server rendering (its toast and redirect need the running app).
    let html = rendered.status >= 400 ? renderer.shellHtml : await rendered.text()
    if (page?.head) html = injectHead(html, page.head)
    if (rendered.status < 400) c.header('Content-Security-Policy', contentSecurityPolicy(env, nonce))
    c.header('Cache-Control', status === 200 ? pageCacheControl(c.req.path) : 'no-cache')
    return c.html(html, status)
  }
}
