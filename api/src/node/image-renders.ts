import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import sharp from 'sharp'
import { imageWidths } from '@marketplace/domain/image-widths.ts'
import { MAX_INPUT_PIXELS } from '../adapters/images/images.ts'

// Only the web's srcset steps: a short fixed list keeps the cache small and stops anyone from
// making the server resize to every width there is.
const renderWidths: readonly number[] = imageWidths

const prefix = '/storage/v1/render/image/public/'

/**
 * Stored images at a smaller width, at the URL of Supabase Storage's image transformations
 * (`/storage/v1/render/image/public/{bucket}/{path}?width=W`), so the same srcset works in both
 * modes. Embedded: resized by sharp on first request (fitted to the width, never enlarged, WebP)
 * and kept under `cacheDir`, so each size is made once; stored files never change (uploads get
 * new names), so the cache never needs clearing.
 */
export function imageRenders(storageDir: string, cacheDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(prefix) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const width = Number(c.req.query('width'))
    if (!renderWidths.includes(width)) {
      return c.json(
        {
          message: `width must be one of ${renderWidths.join(', ')}`,
          issues: [{ path: ['width'], message: 'Unsupported width' }],
        },
        400,
      )
    }
    const relative = safeRelativePath(decodeURIComponent(c.req.path.slice(prefix.length)))
    if (!relative) return c.json({ message: 'Not found' }, 404)
    const source = join(storageDir, relative)
    if (!existsSync(source)) return c.json({ message: 'Not found' }, 404)

    const cached = join(cacheDir, `w${width}`, `${relative}.webp`)
    let body: Buffer
    if (existsSync(cached)) body = await readFile(cached)
    else {
      body = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer()
      await mkdir(dirname(cached), { recursive: true })
      // Written aside then renamed: a concurrent request never reads half a file.
      const partial = `${cached}.${process.pid}.${Date.now()}.part`
      await writeFile(partial, body)
      await rename(partial, cached)
    }
    c.header('Content-Type', 'image/webp')
    c.header('Content-Length', String(body.length))
    c.header('Cache-Control', 'public, max-age=86400')
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200)
  }
}

/** `bucket/path/file.ext` with no way out of the storage folder, or null. */
function safeRelativePath(path: string): string | null {
  const normalized = normalize(path)
  if (!normalized || normalized.startsWith('..') || normalized.startsWith(sep) || normalized.includes(`${sep}..${sep}`))
    return null
  if (normalized.split(sep).some((part) => part === '..' || part === '' || part.startsWith('.'))) return null
  return normalized.split(sep).length >= 2 ? normalized : null
}
