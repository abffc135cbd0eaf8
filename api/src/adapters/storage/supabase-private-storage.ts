import { StorageClient } from '@supabase/storage-js'
import { isPhotoPath, MESSAGE_PHOTOS, type PrivateStorage } from './private-storage.ts'
import type { SupabaseStorageSettings } from './supabase-storage.ts'

/**
 * The private `message-photos` bucket on Supabase Storage (made by migration
 * 20261202002000_message_photos.sql, public = false). The server writes as the service role after
 * its own checks; readers get Storage's own signed URLs (createSignedUrls), which expire.
 */
export function createSupabasePrivateStorage(settings: SupabaseStorageSettings): PrivateStorage {
  const base = settings.url.replace(/\/+$/, '')
  const storage = new StorageClient(
    `${base}/storage/v1`,
    { apikey: settings.serviceRoleKey, authorization: `Bearer ${settings.serviceRoleKey}` },
    settings.fetch,
  )
  const bucket = () => storage.from(MESSAGE_PHOTOS)
  const check = (path: string) => {
    if (!isPhotoPath(path)) throw new Error(`Not a photo path: ${path}`)
  }
  return {
    mode: 'supabase',
    async upload(path, body, contentType) {
      check(path)
      const { error } = await bucket().upload(path, body, { contentType, upsert: false, cacheControl: '900' })
      if (error) throw new Error(`Supabase Storage upload to ${MESSAGE_PHOTOS} failed: ${error.message}`)
    },
    async remove(paths) {
      if (paths.length === 0) return
      paths.forEach(check)
      const { error } = await bucket().remove(paths)
      if (error) throw new Error(`Supabase Storage remove from ${MESSAGE_PHOTOS} failed: ${error.message}`)
    },
    async signedUrls(paths, expiresInSeconds) {
      if (paths.length === 0) return []
      paths.forEach(check)
      const { data, error } = await bucket().createSignedUrls(paths, expiresInSeconds)
      if (error) throw new Error(`Supabase Storage signing in ${MESSAGE_PHOTOS} failed: ${error.message}`)
      const byPath = new Map(data.map((d) => [d.path, d.signedUrl]))
      return paths.map((p) => {
        const url = byPath.get(p)
        if (!url) throw new Error(`Supabase Storage signed no URL for ${p}`)
        return url
      })
    },
    async listOwned(userId) {
      const found: string[] = []
      const limit = 1000
      for (let offset = 0; ; offset += limit) {
        const { data, error } = await bucket().list(userId, { limit, offset })
        if (error) throw new Error(`Supabase Storage list of ${MESSAGE_PHOTOS} failed: ${error.message}`)
        found.push(...data.map((o) => `${userId}/${o.name}`).filter(isPhotoPath))
        if (data.length < limit) break
      }
      return found
    },
  }
}
