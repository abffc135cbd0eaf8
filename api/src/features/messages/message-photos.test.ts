import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  conversationSchema,
  inboxSchema,
  messageMessages,
  messagePageSchema,
  messageSchema,
  reportedMessageSchema,
} from '@marketplace/domain/contract/messages.ts'
import { MAX_IMAGE_BYTES } from '@marketplace/domain/contract/dashboard.ts'
import { createEmbeddedPrivateStorage } from '../../adapters/storage/embedded-private-storage.ts'
import { createApp } from '../../app.ts'
import { asUser } from '../../db/roles.ts'
import { testStorageDir } from '../../../test/app.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { bookingTestApp } from '../../../test/fixtures/booking.fixtures.ts'
import { images } from '../../../test/fixtures/dashboard.fixtures.ts'

// Photos in messages (issue 38, ADR 022 "Photos"): through the image intake, stored privately,
// read only through signed, expiring links issued to the two participants (or an admin with a
// report); on the test database (PGlite or PostgreSQL).
const sql = testDatabase()
const base = bookingTestApp(sql)
const clock = base.clock
const photoStorage = createEmbeddedPrivateStorage(testStorageDir(), randomBytes(32), () => clock.at)
const deps = { ...base.deps, messagePhotos: photoStorage }
const app = createApp(deps)

type User = Awaited<ReturnType<typeof signedInUser>>
interface Upload {
  bytes: Uint8Array
  name: string
  type: string
}

const png = async (w = 2400, h = 1800): Promise<Upload> => ({
  bytes: await images.png(w, h),
  name: 'hair.png',
  type: 'image/png',
})

function sendPhotos(user: User, conversationId: number, body: string | null, photos: Upload[]) {
  const form = new FormData()
  if (body !== null) form.set('body', body)
  for (const p of photos) form.append('photos', new File([p.bytes], p.name, { type: p.type }))
  return app.request(`/api/messages/conversations/${conversationId}/photo-messages`, {
    method: 'POST',
    headers: user.headers,
    body: form,
  })
}

const call = (method: string, path: string, user: User | null, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: { ...(user?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function conversation() {
  const owner = await signedInUser(sql, deps)
  const stylistId = Number((await createStylist(sql, owner.id)).id)
  const maria = await signedInUser(sql, deps)
  const res = await call('POST', '/messages/conversations', maria, { stylistId })
  expect(res.status).toBe(201)
  return { owner, maria, id: conversationSchema.parse(await res.json()).id }
}

const messageCount = async (id: number) =>
  Number((await sql`select count(*)::int as n from public.messages where conversation_id = ${id}`)[0]!.n)

async function expectRefused(res: Response, status: number, field: string) {
  expect(res.status, await res.clone().text()).toBe(status)
  const body = (await res.json()) as { issues?: { path: (string | number)[] }[] }
  expect(body.issues?.map((i) => i.path[0])).toContain(field)
}

const fetchLink = (url: string) => app.request(url)

describe('a message with photos', () => {
  it('is resized to 1600 px WebP without metadata, and both participants read it through signed links', async () => {
    const { owner, maria, id } = await conversation()
    const camera = { bytes: await images.cameraJpeg(), name: 'IMG_0001.jpg', type: 'image/jpeg' }
    const res = await sendPhotos(maria, id, 'Can you do this colour on my hair?', [await png(), camera])
    expect(res.status, await res.clone().text()).toBe(201)
    const sent = messageSchema.parse(await res.json())
    expect(sent.photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [900, 1200], // the camera's "rotate 90°" applied, then dropped with the rest of the metadata
    ])

    const thread = messagePageSchema.parse(
      await (await call('GET', `/messages/conversations/${id}/messages`, owner)).json(),
    )
    const photos = thread.messages.find((m) => m.id === sent.id)!.photos
    expect(photos).toHaveLength(2)
    for (const photo of photos) {
      expect(photo.url).toMatch(/^\/api\/messages\/photos\/[0-9a-f-]{36}\/[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/)
      const image = await fetchLink(photo.url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
      expect(image.headers.get('cache-control')).toMatch(/^private/)
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect([meta.width, meta.height]).toEqual([photo.width, photo.height])
    }
    // The sender's own thread has them too; the text-only route answers no photos.
    const mine = messagePageSchema.parse(
      await (await call('GET', `/messages/conversations/${id}/messages`, maria)).json(),
    )
    expect(mine.messages[0]!.photos).toHaveLength(2)
    // Both inboxes say the last message has two photos (the count, never a link).
    for (const [who, fromMe] of [
      [owner, false],
      [maria, true],
    ] as const) {
      const page = inboxSchema.parse(await (await call('GET', '/messages/conversations', who)).json())
      expect(page.conversations.find((c) => c.id === id)!.lastMessage).toEqual({
        id: sent.id,
        body: 'Can you do this colour on my hair?',
        fromMe,
        createdAt: expect.any(String),
        photoCount: 2,
      })
    }
    const text = await call('POST', `/messages/conversations/${id}/messages`, owner, { body: 'Yes, gladly' })
    expect(messageSchema.parse(await text.json()).photos).toEqual([])
    // The live channel carries no photo link; the inbox's last message is the text.
    const inbox = inboxSchema.parse(await (await call('GET', '/messages/conversations', owner)).json())
    expect(inbox.conversations.find((c) => c.id === id)!.lastMessage).toMatchObject({
      body: 'Yes, gladly',
      photoCount: 0,
    })
  })

  it('gives a third account nothing: no thread, no rows under RLS, no links; forged, moved and expired links are 403', async () => {
    const { maria, id } = await conversation()
    const sent = messageSchema.parse(await (await sendPhotos(maria, id, 'Like this?', [await png(800, 600)])).json())
    const [link] = sent.photos.map((p) => p.url)
    const stranger = await signedInUser(sql, deps)
    expect((await call('GET', `/messages/conversations/${id}/messages`, stranger)).status).toBe(404)
    const rows = await asUser(
      sql,
      stranger.claims,
      (tx) => tx`select * from public.message_photos where message_id = ${sent.id}`,
    )
    expect(rows).toHaveLength(0)
    expect(
      (
        await asUser(
          sql,
          maria.claims,
          (tx) => tx`select path from public.message_photos where message_id = ${sent.id}`,
        )
      ).length,
    ).toBe(1)
    // Nor can anyone attach a row to someone else's message.
    await expect(
      asUser(
        sql,
        stranger.claims,
        (tx) => tx`insert into public.message_photos (message_id, owner_id, position, path, width, height)
                   values (${sent.id}, ${stranger.id}::uuid, 1, ${`${stranger.id}/${'a'.repeat(32)}.webp`}, 10, 10)`,
      ),
    ).rejects.toThrow()

    expect((await fetchLink(link!)).status).toBe(200)
    const url = new URL(link!, 'http://x')
    const path = url.pathname
    const exp = url.searchParams.get('exp')!
    const sig = url.searchParams.get('sig')!
    const other = `${path.slice(0, path.lastIndexOf('/') + 1)}${'b'.repeat(32)}.webp`
    const otherOwner = path.replace(/photos\/[0-9a-f-]{36}\//, `photos/${stranger.id}/`)
    const tampered = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')
    for (const bad of [
      path, // no signature
      `${path}?exp=${exp}`,
      `${path}?exp=${exp}&sig=${tampered}`,
      `${path}?exp=${Number(exp) + 3600}&sig=${sig}`, // a later expiry under the old signature
      `${other}?exp=${exp}&sig=${sig}`, // moved to another object
      `${otherOwner}?exp=${exp}&sig=${sig}`, // moved to another folder
      `${path}?exp=-1&sig=${sig}`,
    ]) {
      const res = await fetchLink(bad)
      expect(res.status, bad).toBe(403)
    }
    expect((await fetchLink(`/api/messages/photos/..%2F..%2Fetc/passwd?exp=${exp}&sig=${sig}`)).status).toBe(400)
    // Fifteen minutes later the link has expired; a fresh thread read signs a new one.
    const sentAt = clock.at
    try {
      clock.at = new Date(sentAt.getTime() + 15 * 60 * 1000 + 1000)
      expect((await fetchLink(link!)).status).toBe(403)
      const fresh = messagePageSchema.parse(
        await (await call('GET', `/messages/conversations/${id}/messages`, maria)).json(),
      )
      expect((await fetchLink(fresh.messages[0]!.photos[0]!.url)).status).toBe(200)
    } finally {
      clock.at = sentAt
    }
  })

  it('refuses 5 photos, a non-image, a missing text (400 naming the field) and a photo over 5 MB (413), storing nothing', async () => {
    const { maria, id } = await conversation()
    const small = await png(40, 30)
    await expectRefused(await sendPhotos(maria, id, 'Five', [small, small, small, small, small]), 400, 'photos')
    const svg = { bytes: await images.svg(), name: 'x.png', type: 'image/png' }
    await expectRefused(await sendPhotos(maria, id, 'Vector', [small, svg]), 400, 'photos')
    const html = { bytes: await images.html(), name: 'x.jpg', type: 'image/jpeg' }
    await expectRefused(await sendPhotos(maria, id, 'Page', [html]), 400, 'photos')
    await expectRefused(await sendPhotos(maria, id, 'None', []), 400, 'photos')
    await expectRefused(await sendPhotos(maria, id, null, [small]), 400, 'body')
    await expectRefused(await sendPhotos(maria, id, '   ', [small]), 400, 'body')
    await expectRefused(await sendPhotos(maria, id, 'x'.repeat(2001), [small]), 400, 'body')
    const big = { bytes: randomBytes(MAX_IMAGE_BYTES + 1), name: 'big.jpg', type: 'image/jpeg' }
    await expectRefused(await sendPhotos(maria, id, 'Big', [big]), 413, 'photos')
    const json = await call('POST', `/messages/conversations/${id}/photo-messages`, maria, { body: 'json' })
    expect(json.status).toBe(400)
    expect(await messageCount(id)).toBe(0)
    expect(await photoStorage.listOwned(maria.id)).toEqual([])
  })

  it('is refused across a block and in a conversation the sender is not part of, and its photos are removed', async () => {
    const { owner, maria, id } = await conversation()
    expect((await call('PUT', `/messages/conversations/${id}/block`, owner)).status).toBe(200)
    const res = await sendPhotos(maria, id, 'Hello?', [await png(40, 30)])
    expect(res.status).toBe(403)
    expect(((await res.json()) as { message: string }).message).toBe(messageMessages.blocked)
    const stranger = await signedInUser(sql, deps)
    expect((await sendPhotos(stranger, id, 'Hi', [await png(40, 30)])).status).toBe(404)
    expect(await messageCount(id)).toBe(0)
    expect(await photoStorage.listOwned(maria.id)).toEqual([])
    expect(await photoStorage.listOwned(stranger.id)).toEqual([])
  })

  it("are removed from storage with their sender's account, and only theirs", async () => {
    const { owner, maria, id } = await conversation()
    expect((await sendPhotos(maria, id, 'Like this?', [await png(40, 30), await png(50, 40)])).status).toBe(201)
    expect((await sendPhotos(owner, id, 'Yes', [await png(40, 30)])).status).toBe(201)
    expect(await photoStorage.listOwned(maria.id)).toHaveLength(2)
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    expect((await call('DELETE', `/admin/users/${maria.id}`, admin)).status).toBe(200)
    expect(await photoStorage.listOwned(maria.id)).toEqual([])
    expect(await photoStorage.listOwned(owner.id)).toHaveLength(1)
  })

  it('shows its photos to an admin handling a report of it, through links that work', async () => {
    const { owner, maria, id } = await conversation()
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    await call('POST', `/messages/conversations/${id}/messages`, maria, { body: 'Hello' })
    const sent = messageSchema.parse(await (await sendPhotos(owner, id, 'Look', [await png(300, 200)])).json())
    const report = await call('POST', `/messages/conversations/${id}/report`, maria, {
      reason: 'offensive',
      messageId: sent.id,
    })
    expect(report.status).toBe(201)
    const queue = z
      .array(reportedMessageSchema)
      .parse(await (await call('GET', '/admin/messages/reported', admin)).json())
    const item = queue.find((r) => r.messageId === sent.id)!
    const photos = item.context.find((m) => m.id === sent.id)!.photos
    expect(photos.map((p) => [p.width, p.height])).toEqual([[300, 200]])
    expect((await fetchLink(photos[0]!.url)).status).toBe(200)
    expect((await call('GET', '/admin/messages/reported', maria)).status).toBe(403)
  })
})
