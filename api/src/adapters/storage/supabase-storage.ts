import { StorageClient } from '@supabase/storage-js'
import { buckets, isObjectPath, locatePublicUrl, type Storage, type StoredObject } from './storage.ts'

export interface SupabaseStorageSettings {
  url: string
  serviceRoleKey: string
  /** For tests against a local fake of the Storage API; the global fetch otherwise. */
  fetch?: typeof fetch
}

/**
 * Supabase Storage (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY): the public buckets made by the
 * storage migration. The server writes with the service role after it has checked the caller and
 * the image, so the bucket policies never have to trust a browser upload.
 */
export function createSupabaseStorage(settings: SupabaseStorageSettings): Storage {
  const base = settings.url.replace(/\/+$/, '')
  // supabase-js's own storage client, without the rest of supabase-js (auth, realtime) it would bring.
  const storage = new StorageClient(
    `${base}/storage/v1`,
    { apikey: settings.serviceRoleKey, authorization: `Bearer ${settings.serviceRoleKey}` },
    settings.fetch,
  )
  return {
    mode: 'supabase',
    async upload(object, body, contentType) {
      const bucket = storage.from(object.bucket)
      const { error } = await bucket.upload(object.path, body, { contentType, upsert: false, cacheControl: '31536000' })
      if (error) throw new Error(`Supabase Storage upload to ${object.bucket} failed: ${error.message}`)
      return bucket.getPublicUrl(object.path).data.publicUrl
    },
    async remove(object) {
      const { error } = await storage.from(object.bucket).remove([object.path])
      if (error) throw new Error(`Supabase Storage remove from ${object.bucket} failed: ${error.message}`)
    },
    locate: (url) => locatePublicUrl(base, url),
    async listOwned(userId) {
      const found: StoredObject[] = []
      const limit = 1000
      for (const bucket of buckets) {
        for (let offset = 0; ; offset += limit) {
          const { data, error } = await storage.from(bucket).list(userId, { limit, offset })
          if (error) throw new Error(`Supabase Storage list of ${bucket} failed: ${error.message}`)
          found.push(...data.map((o) => ({ bucket, path: `${userId}/${o.name}` })).filter((o) => isObjectPath(o.path)))
          if (data.length < limit) break
        }
      }
      return found
    },
  }
}
