import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { conversationSchema, messagePageSchema, messageSchema } from '@marketplace/domain/contract/messages.ts'
import { createApp } from '../../app.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { bookingTestApp } from '../../../test/fixtures/booking.fixtures.ts'
import { images } from '../../../test/fixtures/dashboard.fixtures.ts'
import { storageFake } from '../../../test/storage-fake.ts'
import { MESSAGE_PHOTOS, PHOTO_LINK_SECONDS } from './private-storage.ts'
import { newObjectPath } from './storage.ts'
import { createSupabasePrivateStorage } from './supabase-private-storage.ts'

// The production adapter of message photos (ADR 022, "Photos") at its HTTP boundary: a local HTTP
// server plays Supabase Storage's REST API (test/storage-fake.ts, its message-photos bucket as the
// migration makes it: private, WebP only, 5 MB), and the adapter talks to it with the real fetch.
const KEY = 'service-role-key-for-private-tests'
let clock = Date.parse('2026-12-02T12:00:00Z')
const fake = storageFake(KEY, { now: () => clock })
let server: ServerType
let url = ''

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: fake.handle, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  fake.requests.length = 0
})

const storage = (serviceRoleKey = KEY) => createSupabasePrivateStorage({ url: `${url}/`, serviceRoleKey })
const photoPath = (owner = randomUUID()) => newObjectPath(owner, 'webp')
const webp = async () =>
  new Uint8Array(
    await sharp(await images.png(40, 30))
      .webp()
      .toBuffer(),
  )

describe('Supabase private storage of message photos (against a local HTTP server playing Storage)', () => {
  it('the bucket the fake plays is the migration’s: private, WebP only, 5 MB', () => {
    expect(fake.buckets.get(MESSAGE_PHOTOS)).toEqual({
      public: false,
      fileSizeLimit: 5 * 1024 * 1024,
      mimeTypes: ['image/webp'],
    })
  })

  it('uploads as the service role into the private bucket, WebP, cached 15 minutes, never over an object', async () => {
    const path = photoPath()
    const bytes = await webp()
    await storage().upload(path, bytes, 'image/webp')
    expect(fake.requests).toHaveLength(1)
    const [req] = fake.requests
    expect(req).toMatchObject({ method: 'POST', path: `/storage/v1/object/${MESSAGE_PHOTOS}/${path}` })
    expect(req!.headers).toMatchObject({
      authorization: `Bearer ${KEY}`,
      apikey: KEY,
      'content-type': 'image/webp',
      'x-upsert': 'false',
      'cache-control': 'max-age=900',
    })
    expect(fake.objects.get(`${MESSAGE_PHOTOS}/${path}`)).toEqual({
      body: bytes,
      contentType: 'image/webp',
      cacheControl: 'max-age=900',
    })
    // The same path again: Storage says 409 and the first object stays.
    await expect(storage().upload(path, new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      /upload to message-photos failed: The resource already exists/,
    )
    expect(fake.objects.get(`${MESSAGE_PHOTOS}/${path}`)!.body).toEqual(bytes)
    // Not WebP: the bucket refuses it (the intake only ever hands WebP).
    await expect(storage().upload(photoPath(), bytes, 'image/png')).rejects.toThrow(/mime type image\/png/)
  })

  it('asks nothing of Storage for a path that is not a photo path', async () => {
    const owner = randomUUID()
    for (const bad of [`${owner}/../x.webp`, `${owner}/${'a'.repeat(32)}.png`, 'not-a-uuid/x.webp', '']) {
      await expect(storage().upload(bad, new Uint8Array([1]), 'image/webp')).rejects.toThrow(/Not a photo path/)
      await expect(storage().signedUrls([bad], 60)).rejects.toThrow(/Not a photo path/)
      await expect(storage().remove([bad])).rejects.toThrow(/Not a photo path/)
    }
    expect(fake.requests).toEqual([])
  })

  it('signs links in the order asked, for the time asked; they read the bytes, expire, and cannot be forged or moved', async () => {
    const s = storage()
    const [a, b] = [photoPath(), photoPath()]
    const [bytesA, bytesB] = [
      await webp(),
      new Uint8Array(
        await sharp(await images.png(20, 20))
          .webp()
          .toBuffer(),
      ),
    ]
    await s.upload(a, bytesA, 'image/webp')
    await s.upload(b, bytesB, 'image/webp')
    fake.requests.length = 0

    const links = await s.signedUrls([b, a], PHOTO_LINK_SECONDS)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/storage/v1/object/sign/${MESSAGE_PHOTOS}`,
      json: { expiresIn: 900, paths: [b, a] },
    })
    expect(fake.requests[0]!.headers).toMatchObject({ authorization: `Bearer ${KEY}`, apikey: KEY })
    expect(links[0]).toMatch(new RegExp(`^${url}/storage/v1/object/sign/${MESSAGE_PHOTOS}/${b}\\?token=`))
    expect(links[1]).toMatch(new RegExp(`^${url}/storage/v1/object/sign/${MESSAGE_PHOTOS}/${a}\\?token=`))

    // A link reads its object with no key at all (it is what a browser gets).
    const read = await fetch(links[1]!)
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('image/webp')
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytesA)
    // The bucket is private: no public URL reads it.
    expect((await fetch(`${url}/storage/v1/object/public/${MESSAGE_PHOTOS}/${a}`)).status).toBe(400)
    // b's token on a's path, or a changed token, reads nothing.
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
    const moved = `${url}/storage/v1/object/sign/${MESSAGE_PHOTOS}/${a}?token=${tokenOf(links[0]!)}`
    expect((await fetch(moved)).status).toBe(400)
    const forged = links[1]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await fetch(forged)).status).toBe(400)
    // 15 minutes later the links are dead.
    clock += (PHOTO_LINK_SECONDS + 1) * 1000
    expect((await fetch(links[1]!)).status).toBe(400)
    // An object Storage does not sign (gone): the adapter does not hand out a partial list.
    await expect(s.signedUrls([a, photoPath()], 60)).rejects.toThrow(/signed no URL for/)
    fake.requests.length = 0
    expect(await s.signedUrls([], 60)).toEqual([])
    expect(fake.requests).toEqual([])
  })

  it('removes by prefixes in one request; removing what is gone is not an error; nothing to remove asks nothing', async () => {
    const s = storage()
    const owner = randomUUID()
    const paths = [photoPath(owner), photoPath(owner)]
    for (const p of paths) await s.upload(p, await webp(), 'image/webp')
    fake.requests.length = 0
    await s.remove(paths)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      method: 'DELETE',
      path: `/storage/v1/object/${MESSAGE_PHOTOS}`,
      json: { prefixes: paths },
    })
    expect(fake.requests[0]!.headers).toMatchObject({ authorization: `Bearer ${KEY}`, apikey: KEY })
    for (const p of paths) expect(fake.objects.has(`${MESSAGE_PHOTOS}/${p}`)).toBe(false)
    await s.remove(paths)
    fake.requests.length = 0
    await s.remove([])
    expect(fake.requests).toEqual([])
  })

  it('lists a user’s folder page by page (1,000 a request) and nobody else’s', async () => {
    const owner = randomUUID()
    const mine = Array.from({ length: 1001 }, () => photoPath(owner)).sort()
    for (const p of mine)
      fake.objects.set(`${MESSAGE_PHOTOS}/${p}`, {
        body: new Uint8Array([1]),
        contentType: 'image/webp',
        cacheControl: null,
      })
    await storage().upload(photoPath(), await webp(), 'image/webp')
    fake.requests.length = 0
    expect((await storage().listOwned(owner)).sort()).toEqual(mine)
    expect(fake.requests.map((r) => [r.method, r.path, r.json])).toEqual([
      [
        'POST',
        `/storage/v1/object/list/${MESSAGE_PHOTOS}`,
        expect.objectContaining({ prefix: owner, limit: 1000, offset: 0 }),
      ],
      [
        'POST',
        `/storage/v1/object/list/${MESSAGE_PHOTOS}`,
        expect.objectContaining({ prefix: owner, limit: 1000, offset: 1000 }),
      ],
    ])
    expect(await storage().listOwned(randomUUID())).toEqual([])
  })

  it('turns Storage’s 4xx and 5xx answers into errors naming the step, JSON or not', async () => {
    const path = photoPath()
    const wrongKey = storage('not-the-key')
    await expect(wrongKey.upload(path, await webp(), 'image/webp')).rejects.toThrow(
      /upload to message-photos failed: Invalid JWT/,
    )
    await expect(wrongKey.signedUrls([path], 60)).rejects.toThrow(/signing in message-photos failed: Invalid JWT/)
    await expect(wrongKey.remove([path])).rejects.toThrow(/remove from message-photos failed: Invalid JWT/)
    await expect(wrongKey.listOwned(randomUUID())).rejects.toThrow(/list of message-photos failed: Invalid JWT/)
    expect(fake.objects.has(`${MESSAGE_PHOTOS}/${path}`)).toBe(false)

    fake.failNext(500, { statusCode: '500', error: 'internal', message: 'Internal Server Error' })
    await expect(storage().upload(path, await webp(), 'image/webp')).rejects.toThrow(
      /upload to message-photos failed: Internal Server Error/,
    )
    expect(fake.objects.has(`${MESSAGE_PHOTOS}/${path}`)).toBe(false)
    fake.failNext(503, '<html><body>Service Unavailable</body></html>', 'text/html')
    await expect(storage().signedUrls([path], 60)).rejects.toThrow(/signing in message-photos failed/)
    fake.failNext(502, '<html>Bad gateway</html>', 'text/html')
    await expect(storage().remove([path])).rejects.toThrow(/remove from message-photos failed/)
    fake.failNext(429, { statusCode: '429', error: 'too_many_requests', message: 'Too many requests' })
    await expect(storage().listOwned(randomUUID())).rejects.toThrow(/list of message-photos failed: Too many requests/)
  })

  it('is unreachable: the error names the step', async () => {
    const closed = createSupabasePrivateStorage({ url: 'http://127.0.0.1:9', serviceRoleKey: KEY })
    await expect(closed.upload(photoPath(), await webp(), 'image/webp')).rejects.toThrow(
      /upload to message-photos failed/,
    )
  })
})

describe('message photos through the app on Supabase Storage', () => {
  const sql = testDatabase()
  const base = bookingTestApp(sql)

  it('stores the intake’s WebP in the private bucket and gives both participants signed links that read it', async () => {
    const deps = { ...base.deps, messagePhotos: storage() }
    const app = createApp(deps)
    const owner = await signedInUser(sql, deps)
    const stylistId = Number((await createStylist(sql, owner.id)).id)
    const maria = await signedInUser(sql, deps)
    const start = await app.request('/api/messages/conversations', {
      method: 'POST',
      headers: { ...maria.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ stylistId }),
    })
    const id = conversationSchema.parse(await start.json()).id
    const form = new FormData()
    form.set('body', 'Like this?')
    form.append('photos', new File([await images.png(2400, 1800)], 'hair.png', { type: 'image/png' }))
    const sent = await app.request(`/api/messages/conversations/${id}/photo-messages`, {
      method: 'POST',
      headers: maria.headers,
      body: form,
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    expect(messageSchema.parse(await sent.json()).photos).toHaveLength(1)
    const upload = fake.requests.find(
      (r) => r.method === 'POST' && r.path.startsWith(`/storage/v1/object/${MESSAGE_PHOTOS}/`),
    )!
    expect(upload.path).toMatch(new RegExp(`/${maria.id}/[0-9a-f]{32}\\.webp$`))
    expect(upload.headers['content-type']).toBe('image/webp')

    const thread = messagePageSchema.parse(
      await (await app.request(`/api/messages/conversations/${id}/messages`, { headers: owner.headers })).json(),
    )
    const [photo] = thread.messages[0]!.photos
    expect(photo!.url.startsWith(`${url}/storage/v1/object/sign/${MESSAGE_PHOTOS}/${maria.id}/`)).toBe(true)
    const image = await fetch(photo!.url)
    expect(image.status).toBe(200)
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 1200, undefined])
  })
})
