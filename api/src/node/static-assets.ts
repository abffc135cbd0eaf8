import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

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
 * other GET so deep links work; the router then shows the page or its 404.
 */
export function singlePageApp(distDir = webDistDir): MiddlewareHandler {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) {
    // `npm run dev` serves the SPA from Vite instead; say so rather than fail.
    return async (c, next) =>
      c.req.method === 'GET' ? c.text(`The web app is not built: run \`npm run build\` (or use \`npm run dev\`).`, 503) : next()
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const files = serveStatic({
    root: distDir,
    onFound: (path, c) => {
      c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    },
  })
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (c.req.path !== '/' && c.req.path !== '/index.html') {
      const served = await files(c, async () => {})
      if (served) return served
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  }
}
