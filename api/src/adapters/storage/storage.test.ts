import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { testStorageDir } from '../../../test/app.ts'
import { createEmbeddedStorage } from './embedded-storage.ts'
import { locatePublicUrl, newObjectPath } from './storage.ts'

const user = randomUUID()

describe('storage URLs', () => {
  it('reads back only upload URLs of our buckets, never demo images, other buckets or crafted paths', () => {
    const path = newObjectPath(user, 'webp')
    expect(path).toMatch(new RegExp(`^${user}/[0-9a-f]{32}\\.webp$`))
    expect(locatePublicUrl('', `/storage/v1/object/public/portfolio/${path}`)).toEqual({ bucket: 'portfolio', path })
    expect(
      locatePublicUrl('https://p.supabase.co', `https://p.supabase.co/storage/v1/object/public/profile-images/${path}`),
    ).toEqual({ bucket: 'profile-images', path })
    for (const url of [
      `/storage/v1/object/public/avatars/${path}`,
      '/storage/v1/object/public/portfolio/demo/portfolio-01.jpg',
      `/storage/v1/object/public/portfolio/${user}/../../etc/passwd`,
      `/storage/v1/object/public/portfolio/${user}/${'a'.repeat(32)}.svg`,
      `/storage/v1/object/public/portfolio/${path}?x=1`,
      `https://evil.example/storage/v1/object/public/portfolio/${path}`,
      `https://p.supabase.co.evil.example/storage/v1/object/public/portfolio/${path}`,
    ]) {
      expect(locatePublicUrl('', url), url).toBeNull()
      expect(locatePublicUrl('https://p.supabase.co', url), url).toBeNull()
    }
  })
})

describe('embedded storage', () => {
  it('writes under {dir}/{bucket}/{path}, never over an existing object, and removes idempotently', async () => {
    const dir = testStorageDir()
    const storage = createEmbeddedStorage(dir)
    const object = { bucket: 'portfolio' as const, path: newObjectPath(user, 'webp') }
    const url = await storage.upload(object, new Uint8Array([1, 2, 3]), 'image/webp')
    expect(url).toBe(`/storage/v1/object/public/portfolio/${object.path}`)
    expect(storage.locate(url)).toEqual(object)
    expect([...readFileSync(join(dir, 'portfolio', object.path))]).toEqual([1, 2, 3])
    await expect(storage.upload(object, new Uint8Array([9]), 'image/webp')).rejects.toThrow(/EEXIST/)
    await storage.remove(object)
    expect(existsSync(join(dir, 'portfolio', object.path))).toBe(false)
    await storage.remove(object)
  })

  it('refuses paths that are not upload names', async () => {
    const storage = createEmbeddedStorage(testStorageDir())
    await expect(storage.remove({ bucket: 'portfolio', path: 'demo/portfolio-01.jpg' })).rejects.toThrow(
      /Not an upload path/,
    )
    await expect(
      storage.upload({ bucket: 'portfolio', path: `${user}/../../x.webp` }, new Uint8Array([1]), 'image/webp'),
    ).rejects.toThrow(/Not an upload path/)
  })

  it("lists every upload of a user, in both buckets, and nobody else's", async () => {
    const storage = createEmbeddedStorage(testStorageDir())
    const other = randomUUID()
    const mine = [
      { bucket: 'portfolio' as const, path: newObjectPath(user, 'webp') },
      { bucket: 'profile-images' as const, path: newObjectPath(user, 'webp') },
    ]
    for (const o of [...mine, { bucket: 'portfolio' as const, path: newObjectPath(other, 'webp') }])
      await storage.upload(o, new Uint8Array([1]), 'image/webp')
    expect(await storage.listOwned(user)).toEqual(expect.arrayContaining(mine))
    expect(await storage.listOwned(user)).toHaveLength(2)
    expect(await storage.listOwned(randomUUID())).toEqual([])
    await expect(storage.listOwned('../portfolio')).rejects.toThrow(/Not a user id/)
  })
})
