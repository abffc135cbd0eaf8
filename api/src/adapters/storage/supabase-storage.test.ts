import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { storageFake } from '../../../test/storage-fake.ts'
import {
  dashboardTestApp,
  images,
  profileForm,
  stylistWithProfile,
  upload,
} from '../../../test/fixtures/dashboard.fixtures.ts'
import { newObjectPath } from './storage.ts'
import { createSupabaseStorage } from './supabase-storage.ts'

const sql = testDatabase()
const SUPABASE_URL = 'https://project-ref.supabase.test'
const KEY = 'service-role-key-for-tests'

function supabaseStorage() {
  const fake = storageFake(KEY)
  return { fake, storage: createSupabaseStorage({ url: `${SUPABASE_URL}/`, serviceRoleKey: KEY, fetch: fake.fetch }) }
}

describe('Supabase Storage adapter (against a local fake of its HTTP API)', () => {
  it('uploads with the service role, never over an existing object, answers the public URL, and removes', async () => {
    const { fake, storage } = supabaseStorage()
    const object = { bucket: 'portfolio' as const, path: newObjectPath(randomUUID(), 'webp') }
    const url = await storage.upload(object, new Uint8Array([1, 2, 3]), 'image/webp')
    expect(url).toBe(`${SUPABASE_URL}/storage/v1/object/public/portfolio/${object.path}`)
    expect(storage.locate(url)).toEqual(object)
    expect(fake.objects.get(`portfolio/${object.path}`)).toEqual({
      body: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
      cacheControl: 'max-age=31536000',
    })
    await expect(storage.upload(object, new Uint8Array([9]), 'image/webp')).rejects.toThrow(/already exists/)
    await storage.remove(object)
    expect(fake.objects.has(`portfolio/${object.path}`)).toBe(false)
    await storage.remove(object)
  })

  it('lists every upload of a user, in both buckets, and nobody else’s', async () => {
    const { storage } = supabaseStorage()
    const user = randomUUID()
    const mine = [
      { bucket: 'portfolio' as const, path: newObjectPath(user, 'webp') },
      { bucket: 'profile-images' as const, path: newObjectPath(user, 'webp') },
    ]
    for (const o of [...mine, { bucket: 'portfolio' as const, path: newObjectPath(randomUUID(), 'webp') }])
      await storage.upload(o, new Uint8Array([1]), 'image/webp')
    expect(await storage.listOwned(user)).toEqual([mine[1], mine[0]]) // bucket by bucket
    expect(await storage.listOwned(randomUUID())).toEqual([])
  })

  it('reports the provider’s refusals', async () => {
    const fake = storageFake(KEY)
    const wrongKey = createSupabaseStorage({ url: SUPABASE_URL, serviceRoleKey: 'not-the-key', fetch: fake.fetch })
    const object = { bucket: 'profile-images' as const, path: newObjectPath(randomUUID(), 'webp') }
    await expect(wrongKey.upload(object, new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      /upload to profile-images failed: Invalid JWT/,
    )
    await expect(wrongKey.remove(object)).rejects.toThrow(/remove from profile-images failed/)
  })

  it('carries the dashboard: uploads land in the buckets, saved URLs are the project’s, replaced and deleted files go', async () => {
    const { fake, storage } = supabaseStorage()
    const t = dashboardTestApp(sql, { storage })
    const { user, profile } = await stylistWithProfile(sql, t)
    const keyOf = (url: string) => url.replace(`${SUPABASE_URL}/storage/v1/object/public/`, '')

    const first = await upload(t, user, 'profile', { bytes: await images.png(), name: 'me.png', type: 'image/png' })
    expect(first.text).toMatch(
      new RegExp(`^${SUPABASE_URL}/storage/v1/object/public/profile-images/${user.id}/[0-9a-f]{32}\\.webp$`),
    )
    expect(await sharp(fake.objects.get(keyOf(first.text))!.body).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
    })
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: first.text }))).status,
    ).toBe(200)
    const second = await upload(t, user, 'profile', { bytes: await images.png(), name: 'me2.png', type: 'image/png' })
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: second.text }))).status,
    ).toBe(200)
    expect(fake.objects.has(keyOf(first.text))).toBe(false)
    expect(fake.objects.has(keyOf(second.text))).toBe(true)

    const work = await upload(t, user, 'portfolio', { bytes: await images.png(), name: 'w.png', type: 'image/png' })
    const item = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
      stylistId: profile.id,
      imageUrl: work.text,
    })
    expect(item.status).toBe(201)
    // An embedded-style path is not this storage's URL.
    const local = work.text.replace(SUPABASE_URL, '')
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/portfolio', { stylistId: profile.id, imageUrl: local })).status,
    ).toBe(400)
    await call(t.app, user, 'DELETE', `/api/firebase/portfolio/${item.body.id}`)
    expect(fake.objects.has(keyOf(work.text))).toBe(false)
  })
})
