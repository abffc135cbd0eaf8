import type { MiddlewareHandler } from 'hono'

/**
 * The public reads a CDN may keep, by path, with how long. Search results and profiles change
 * when a stylist edits or a subscription lapses, so a minute (open slots half a minute); the
 * directory's counts and the featured list move slowly; the specialties catalogue hardly ever.
 * stale-while-revalidate lets the CDN answer at once while it fetches a fresh copy.
 */
const PUBLIC_READS: [RegExp, string][] = [
  [/^\/api\/stylists\/search$/, 'public, max-age=60, stale-while-revalidate=300'],
  [/^\/api\/stylists\/[0-9]+$/, 'public, max-age=60, stale-while-revalidate=300'],
  // The booking panel's slots and policy: a short life, as each booking changes them (the booking
  // itself is checked again and guarded by the database, so a stale slot only costs a 409).
  [/^\/api\/stylists\/[0-9]+\/(slots|booking)$/, 'public, max-age=30, stale-while-revalidate=30'],
  [/^\/api\/stylists\/featured$/, 'public, max-age=300, stale-while-revalidate=3600'],
  [
    /^\/api\/directory\/states(\/[^/]+\/cities(\/[^/]+\/stylists)?)?$/,
    'public, max-age=300, stale-while-revalidate=3600',
  ],
  [/^\/api\/specialties$/, 'public, max-age=3600, stale-while-revalidate=86400'],
  [/^\/api\/openapi\.json$/, 'public, max-age=3600, stale-while-revalidate=86400'],
  // The embedded map: boundaries and city labels change only with a new release.
  [/^\/api\/map\/(style\.json|tiles\/[0-9]+\/[0-9]+\/[0-9]+)$/, 'public, max-age=86400, stale-while-revalidate=604800'],
  // A private calendar feed (issue 39): read by its secret address without a session, polled by
  // calendar apps. Not for shared caches (a revoked address must stop answering at once), but
  // the ETag lets each subscriber poll with If-None-Match and get a 304.
  [/^\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/, 'private, max-age=300'],
]
export const NOT_CACHEABLE = 'private, no-store'

/** The Cache-Control of a public read at this path, or null for every other path. */
export function publicCacheControl(path: string): string | null {
  return PUBLIC_READS.find(([pattern]) => pattern.test(path))?.[1] ?? null
}

/**
 * A weak validator from a 64-bit hash of the body (two 32-bit multiply-xor lanes, as cyrb53): it
 * only has to tell one version of the same URL from the next, so no cryptographic digest is
 * needed. Synchronous and plain JavaScript (the same under Node and Deno): Web Crypto's SHA-256
 * took half a millisecond a response, most of it the hop to its worker thread.
 */
export function weakEtag(body: ArrayBuffer): string {
  const bytes = new Uint8Array(body)
  let h1 = 0xdeadbeef ^ bytes.length
  let h2 = 0x41c6ce57 ^ bytes.length
  for (let i = 0; i < bytes.length; i++) {
    h1 = Math.imul(h1 ^ bytes[i], 2654435761)
    h2 = Math.imul(h2 ^ bytes[i], 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `W/"${(h2 >>> 0).toString(36)}-${(h1 >>> 0).toString(36)}-${bytes.length.toString(36)}"`
}

/** True when an If-None-Match header names this validator (or is `*`); weak comparison. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * Caching rules for /api and /auth/v1 (DESIGN.md: public reads behind a CDN). A successful GET of
 * a public read, asked without credentials, gets its Cache-Control and an ETag, and a 304 when
 * the client already holds that version. Everything else is `private, no-store`: any request
 * carrying Authorization (its answer may be personal, and must never be stored for others),
 * any response setting a cookie, errors, writes and every non-public endpoint.
 *
 * No `Vary: Authorization` on public reads: their bodies do not depend on who asks (they run as
 * the anon role), and a CDN that honours Vary would otherwise split or skip its cache.
 */
export function cacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (!path.startsWith('/api/') && !path.startsWith('/auth/v1/')) return next()
    await next()
    const cacheControl = publicCacheControl(path)
    const isPublic =
      cacheControl !== null &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      c.res.status === 200 &&
      !c.req.header('authorization') &&
      !c.res.headers.has('set-cookie')
    if (!isPublic) {
      c.res.headers.set('Cache-Control', NOT_CACHEABLE)
      return
    }
    // The body is read once and set again, not cloned: a clone's tee under Node's undici can leave
    // the original unreadable once the clone is collected ("Body is unusable", seen in CI).
    const body = await c.res.arrayBuffer()
    const etag = weakEtag(body)
    c.res = new Response(body, c.res)
    if (etagMatches(c.req.header('if-none-match'), etag)) {
      // 304 keeps the headers a cache needs to refresh its copy (RFC 9110, 15.4.5), without a body
      // (Hono carries the earlier response's headers over; those describing the body go).
      c.res = new Response(null, { status: 304 })
      for (const name of ['content-type', 'content-length']) c.res.headers.delete(name)
    }
    c.res.headers.set('Cache-Control', cacheControl)
    c.res.headers.set('ETag', etag)
  }
}
