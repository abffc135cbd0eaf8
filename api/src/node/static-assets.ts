import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { injectHead } from '../features/seo/html.ts'
import { renderPageHead } from '../features/seo/page-head.ts'
import { siteOrigin } from '../features/seo/seo.routes.ts'

export const webDistDir = new URL('../../../web/dist/', import.meta.url).pathname

/**
 * Stored files (embedded storage) at Supabase Storage's public URL shape:
 * /storage/v1/object/public/{bucket}/{path} → {storageDir}/{bucket}/{path}.
 */
export function storageFiles(storageDir: string): MiddlewareHandler {
  const prefix = '/storage/v1/object/public/'
  const files = serveStatic({
    root: storageDir,
    rewriteRequestPath: (path) => path.slice(prefix.length - 1),
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
  })
  return async (c, next) => (c.req.path.startsWith(prefix) ? files(c, next) : next())
}

/**
 * The built SPA: files from web/dist (hashed assets cached for a year), and index.html for every
 * other GET so deep links work; the router then shows the page or its 404. Profile and directory
 * pages get their own head tags for search engines (features/seo); an unknown or unlisted profile
 * keeps the generic head and answers 404, so crawlers drop it while the SPA shows its not-found state.
 */
export function singlePageApp(distDir = webDistDir): MiddlewareHandler<AppEnv> {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) {
    // `npm run dev` serves the SPA from Vite instead; say so rather than fail.
    return async (c, next) =>
      c.req.method === 'GET'
        ? c.text(`The web app is not built: run \`npm run build\` (or use \`npm run dev\`).`, 503)
        : next()
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const files = serveStatic({
    root: distDir,
    // The build writes .br and .gz twins of its scripts and styles (web/vite.config.ts).
    precompressed: true,
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
    },
  })
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (c.req.path !== '/' && c.req.path !== '/index.html') {
      const served = await files(c, async () => {})
      if (served) return served
    }
    c.header('Cache-Control', 'no-cache')
    const { readSql, logger } = c.get('deps')
    const page = await renderPageHead(readSql, c.req.path, siteOrigin(c)).catch((error: unknown) => {
      // The page still works without its head tags; never fail it for them.
      logger.error('Could not render page head tags', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    })
    if (!page) return c.html(indexHtml)
    return c.html(page.head ? injectHead(indexHtml, page.head) : indexHtml, page.status)
  }
}
