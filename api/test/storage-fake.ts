import { Hono } from 'hono'

/**
 * A local fake of the Supabase Storage HTTP API, as much of it as the storage adapter uses: upload
 * (POST /object/{bucket}/{path}, no overwrite unless x-upsert), remove (DELETE /object/{bucket}
 * with { prefixes }), list (POST /object/list/{bucket} with { prefix, limit, offset }: the
 * folder's files by name) and public reads. Buckets carry the limits the storage migration gives them.
 */
export function storageFake(serviceRoleKey: string) {
  const buckets = new Map([
    ['profile-images', { fileSizeLimit: 5 * 1024 * 1024, mimeTypes: ['image/webp', 'image/jpeg', 'image/png'] }],
    ['portfolio', { fileSizeLimit: 5 * 1024 * 1024, mimeTypes: ['image/webp', 'image/jpeg', 'image/png'] }],
  ])
  const objects = new Map<string, { body: Uint8Array; contentType: string; cacheControl: string | null }>()
  const fail = (status: number, error: string, message: string) =>
    Response.json({ statusCode: String(status), error, message }, { status })

  const app = new Hono()
    .get('/storage/v1/object/public/:bucket/*', (c) => {
      const key = c.req.path.slice('/storage/v1/object/public/'.length)
      const object = objects.get(decodeURIComponent(key))
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
    fetch: ((input: Request | string | URL, init?: RequestInit) =>
      Promise.resolve(app.request(input instanceof Request ? input : String(input), init))) as typeof fetch,
  }
}
