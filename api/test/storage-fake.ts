import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'

export interface FakeBucket {
  public: boolean
  fileSizeLimit: number
  mimeTypes: string[]
}

/**
 * The private message-photos bucket as its migration makes it on Supabase (the insert into
 * storage.buckets: public, file_size_limit, allowed_mime_types), so the fake refuses what the real
 * bucket would.
 */
export function messagePhotosBucket(): FakeBucket {
  const migration = readFileSync(
    new URL('../../supabase/migrations/20261202002000_message_photos.sql', import.meta.url),
    'utf8',
  )
  const values = /values \('message-photos', 'message-photos', (true|false), (\d+), array\[([^\]]*)\]\)/.exec(migration)
  if (!values) throw new Error('The message-photos migration no longer inserts its bucket as expected')
  return {
    public: values[1] === 'true',
    fileSizeLimit: Number(values[2]),
    mimeTypes: [...values[3]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
  }
}

/** A request as the fake received it (the private-storage test checks what the adapter sends). */
export interface SeenRequest {
  method: string
  path: string
  search: string
  headers: Record<string, string>
  json: unknown
}

/**
 * A local fake of the Supabase Storage HTTP API, as much of it as the storage adapters use: upload
 * (POST /object/{bucket}/{path}, no overwrite unless x-upsert), remove (DELETE /object/{bucket}
 * with { prefixes }), list (POST /object/list/{bucket} with { prefix, limit, offset }: the
 * folder's files by name), public reads (public buckets only), signing (POST /object/sign/{bucket}
 * with { expiresIn, paths }) and signed reads (GET /object/sign/{bucket}/{path}?token=, refused
 * when forged, for another path or expired). Buckets carry the limits their migrations give them.
 * `requests` records what was asked; `failNext` answers the next request with a provider error.
 */
export function storageFake(serviceRoleKey: string, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now())
  const buckets = new Map<string, FakeBucket>([
    [
      'profile-images',
      { public: true, fileSizeLimit: 5 * 1024 * 1024, mimeTypes: ['image/webp', 'image/jpeg', 'image/png'] },
    ],
    [
      'portfolio',
      { public: true, fileSizeLimit: 5 * 1024 * 1024, mimeTypes: ['image/webp', 'image/jpeg', 'image/png'] },
    ],
    ['message-photos', messagePhotosBucket()],
  ])
  const objects = new Map<string, { body: Uint8Array; contentType: string; cacheControl: string | null }>()
  const requests: SeenRequest[] = []
  let nextFailure: { status: number; body: string; contentType: string } | null = null
  const fail = (status: number, error: string, message: string) =>
    Response.json({ statusCode: String(status), error, message }, { status })
  const signingKey = randomUUID()
  const token = (key: string, exp: number) =>
    `${exp}.${createHmac('sha256', signingKey).update(`${key}:${exp}`).digest('base64url')}`
  const tokenValid = (key: string, given: string) => {
    const [exp, sig] = given.split('.')
    if (!exp || !sig || !/^\d+$/.test(exp)) return false
    const expected = Buffer.from(token(key, Number(exp)))
    const actual = Buffer.from(given)
    return expected.length === actual.length && timingSafeEqual(expected, actual) && Number(exp) * 1000 > now()
  }

  const app = new Hono()
    .use('*', async (c, next) => {
      const raw = c.req.raw.clone()
      const isJson = (c.req.header('content-type') ?? '').startsWith('application/json')
      requests.push({
        method: c.req.method,
        path: c.req.path,
        search: new URL(c.req.url).search,
        headers: Object.fromEntries(c.req.raw.headers),
        json: isJson ? await raw.json() : null,
      })
      if (nextFailure) {
        const f = nextFailure
        nextFailure = null
        return new Response(f.body, { status: f.status, headers: { 'content-type': f.contentType } })
      }
      await next()
    })
    .get('/storage/v1/object/public/:bucket/*', (c) => {
      if (!buckets.get(c.req.param('bucket'))?.public) return fail(400, 'Bucket not found', 'Bucket not found')
      const key = c.req.path.slice('/storage/v1/object/public/'.length)
      const object = objects.get(decodeURIComponent(key))
      if (!object) return fail(404, 'not_found', 'Object not found')
      return new Response(object.body, { headers: { 'content-type': object.contentType } })
    })
    .get('/storage/v1/object/sign/:bucket/*', (c) => {
      const key = decodeURIComponent(c.req.path.slice('/storage/v1/object/sign/'.length))
      if (!tokenValid(key, c.req.query('token') ?? '')) return fail(400, 'InvalidSignature', 'Invalid signature')
      const object = objects.get(key)
      if (!object) return fail(404, 'not_found', 'Object not found')
      return new Response(object.body, { headers: { 'content-type': object.contentType } })
    })
    .use('/storage/v1/object/*', async (c, next) => {
      if (c.req.header('authorization') !== `Bearer ${serviceRoleKey}` || c.req.header('apikey') !== serviceRoleKey)
        return fail(403, 'Unauthorized', 'Invalid JWT')
      await next()
    })
    .post('/storage/v1/object/list/:bucket', async (c) => {
      const { prefix, limit, offset } = await c.req.json<{ prefix: string; limit: number; offset: number }>()
      const folder = `${c.req.param('bucket')}/${prefix.replace(/\/+$/, '')}/`
      const names = [...objects.keys()]
        .filter((k) => k.startsWith(folder) && !k.slice(folder.length).includes('/'))
        .map((k) => k.slice(folder.length))
        .sort()
      return c.json(
        names.slice(offset, offset + limit).map((name) => ({ name, id: crypto.randomUUID(), metadata: {} })),
      )
    })
    .post('/storage/v1/object/sign/:bucket', async (c) => {
      const bucket = c.req.param('bucket')
      if (!buckets.has(bucket)) return fail(404, 'Bucket not found', 'Bucket not found')
      const { expiresIn, paths } = await c.req.json<{ expiresIn: number; paths: string[] }>()
      const exp = Math.floor(now() / 1000) + expiresIn
      return c.json(
        paths.map((path) => {
          const key = `${bucket}/${path}`
          return objects.has(key)
            ? { error: null, path, signedURL: `/object/sign/${key}?token=${token(key, exp)}` }
            : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null }
        }),
      )
    })
    .post('/storage/v1/object/:bucket/*', async (c) => {
      const bucket = buckets.get(c.req.param('bucket'))
      if (!bucket) return fail(404, 'Bucket not found', 'Bucket not found')
      const key = decodeURIComponent(c.req.path.slice('/storage/v1/object/'.length))
      const contentType = c.req.header('content-type') ?? ''
      const body = new Uint8Array(await c.req.arrayBuffer())
      if (objects.has(key) && c.req.header('x-upsert') !== 'true')
        return fail(409, 'Duplicate', 'The resource already exists')
      if (!bucket.mimeTypes.includes(contentType))
        return fail(415, 'invalid_mime_type', `mime type ${contentType} is not supported`)
      if (body.length > bucket.fileSizeLimit)
        return fail(413, 'Payload too large', 'The object exceeded the maximum allowed size')
      objects.set(key, { body, contentType, cacheControl: c.req.header('cache-control') ?? null })
      return c.json({ Key: key, Id: crypto.randomUUID() })
    })
    .delete('/storage/v1/object/:bucket', async (c) => {
      const bucket = c.req.param('bucket')
      const { prefixes } = await c.req.json<{ prefixes: string[] }>()
      const removed = prefixes.filter((p) => objects.delete(`${bucket}/${p}`))
      return c.json(removed.map((name) => ({ name, bucket_id: bucket })))
    })

  return {
    objects,
    buckets,
    requests,
    /** The next request (whatever it is) gets this answer instead, as a provider or gateway error would. */
    failNext(status: number, body: unknown, contentType = 'application/json') {
      nextFailure = { status, body: typeof body === 'string' ? body : JSON.stringify(body), contentType }
    },
    /** The fake as a request handler (for a local HTTP server). */
    handle: (request: Request) => app.fetch(request),
    fetch: ((input: Request | string | URL, init?: RequestInit) =>
      Promise.resolve(app.request(input instanceof Request ? input : String(input), init))) as typeof fetch,
  }
}
