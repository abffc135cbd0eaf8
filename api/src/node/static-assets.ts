import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { PageRenderer } from '../features/pages/page-renderer.ts'

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

/** Where the server renderer of a browser build lives (web/vite.config.ts builds it beside). */
export function rendererPath(distDir = webDistDir): string {
  return join(distDir.replace(/\/+$/, '') + '-ssr', 'entry-server.js')
}

/**
 * The renderer of the built web app (features/pages), or null when the app is not built
 * (`npm run dev` serves it from Vite instead).
 */
export async function loadPageRenderer(distDir = webDistDir): Promise<PageRenderer | null> {
  const path = rendererPath(distDir)
  if (!existsSync(path)) return null
  return (await import(pathToFileURL(path).href)) as PageRenderer
}

/**
 * The built web app's files from web/dist (hashed assets cached for a year); every other GET goes
 * on to the pages (features/pages). Without a build, a GET says how to make one.
 */
export function webAppFiles(distDir = webDistDir): MiddlewareHandler<AppEnv> {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(rendererPath(distDir))) {
    return async (c, next) =>
      c.req.method === 'GET'
        ? c.text(`The web app is not built: run \`npm run build\` (or use \`npm run dev\`).`, 503)
        : next()
  }
  // The build writes .br and .gz twins of its scripts and styles (web/vite.config.ts).
  const files = serveStatic({ root: distDir, precompressed: true })
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    // index.html is a page like the others (the home page, rendered).
    if (c.req.path === '/' || c.req.path === '/index.html') return next()
    // The build's own files (.vite/manifest.json, the map of every chunk, which the server reads
    // from disk) are not the public's: a path with a dot segment goes on to the pages.
    if (/(^|\/)\./.test(safeDecode(c.req.path))) return next()
    const served = await files(c, next)
    // A file: its caching set on the response itself (serveStatic's onFound runs after it has built
    // the response). Anything else came back from the pages, through `next`.
    if (served instanceof Response)
      served.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
    return served
  }
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
