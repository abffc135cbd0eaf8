/**
 * The storage port: where uploaded images live. Embedded mode keeps files under the data dir and
 * serves them at Supabase Storage's public URL shape; production uses Supabase Storage buckets.
 * Either way a stored object is named by its bucket and a path that starts with its owner's id.
 */
export const buckets = ['profile-images', 'portfolio'] as const
export type Bucket = (typeof buckets)[number]

export interface StoredObject {
  bucket: Bucket
  path: string
}

export interface Storage {
  readonly mode: 'embedded' | 'supabase'
  /** Stores the bytes (never over an existing object) and returns the object's public URL. */
  upload(object: StoredObject, body: Uint8Array, contentType: string): Promise<string>
  /** Removes the object; removing one that is already gone is not an error. */
  remove(object: StoredObject): Promise<void>
  /** The object behind one of this storage's public URLs, or null for any other URL. */
  locate(url: string): StoredObject | null
  /**
   * Every upload of the user's, in every bucket (their folder): for deleting an account, which must
   * also take the uploads that no row points at (a photo uploaded and never saved with the profile).
   */
  listOwned(userId: string): Promise<StoredObject[]>
}

/** Supabase Storage's public path: /storage/v1/object/public/{bucket}/{path}. */
export const PUBLIC_PATH = '/storage/v1/object/public/'

/**
 * What our uploads are named: the owner's user id, then a random name. Only such paths are ever
 * written or removed, so no URL a client sends can reach another object (or another folder).
 */
const objectPath = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{32}\.(webp|jpg|png)$/

export function isObjectPath(path: string): boolean {
  return objectPath.test(path)
}

/** The owner's user id of an object path (its first segment). */
export function objectOwner(object: StoredObject): string {
  return object.path.slice(0, object.path.indexOf('/'))
}

/** A fresh object name for a user's upload: `<userId>/<32 random hex>.<ext>`. */
export function newObjectPath(userId: string, extension: 'webp' | 'jpg' | 'png'): string {
  return `${userId}/${crypto.randomUUID().replaceAll('-', '')}.${extension}`
}

/**
 * Reads `{base}{PUBLIC_PATH}{bucket}/{path}` back into the object, for URLs this storage made
 * (base is '' for embedded storage's same-origin URLs). Anything else, including demo images and
 * paths that are not upload names, is null.
 */
export function locatePublicUrl(base: string, url: string): StoredObject | null {
  const prefix = base + PUBLIC_PATH
  if (!url.startsWith(prefix)) return null
  const rest = url.slice(prefix.length)
  const slash = rest.indexOf('/')
  if (slash < 0) return null
  const bucket = rest.slice(0, slash)
  const path = rest.slice(slash + 1)
  if (!(buckets as readonly string[]).includes(bucket) || !isObjectPath(path)) return null
  return { bucket: bucket as Bucket, path }
}
