import { createHmac, timingSafeEqual } from 'node:crypto'
import { isObjectPath } from './storage.ts'

/**
 * The private storage port: message photos (ADR 022, "Photos"). Nothing in it has a public URL;
 * its objects are read only through signed links that expire, issued by the API after it has
 * checked who asks. Production: a private Supabase Storage bucket and its own signed URLs
 * (supabase-private-storage.ts). Embedded mode: files under DATA_DIR/storage-private, which no
 * static handler serves, read through GET /api/messages/photos/... with an HMAC over the path and
 * the expiry (embedded-private-storage.ts).
 */
export interface PrivateStorage {
  readonly mode: 'embedded' | 'supabase'
  /** Stores the bytes at a new upload path (`<owner id>/<32 hex>.webp`, never over an object). */
  upload(path: string, body: Uint8Array, contentType: string): Promise<void>
  /** Removes objects; removing one that is already gone is not an error. */
  remove(paths: string[]): Promise<void>
  /** A link to each object that works for `expiresInSeconds` and no longer, in the order given. */
  signedUrls(paths: string[], expiresInSeconds: number): Promise<string[]>
  /** Every object in the user's folder (account deletion takes them too). */
  listOwned(userId: string): Promise<string[]>
  /**
   * Embedded only: the bytes behind a signed link, or 'refused' when the link is not one this
   * storage signed for this path, or has expired, or its object is gone.
   */
  readSigned?(path: string, expires: string, signature: string, now: Date): Promise<Uint8Array | 'refused'>
}

/** The bucket (Supabase) and folder (embedded) of message photos. */
export const MESSAGE_PHOTOS = 'message-photos'

/** How long a photo link works: 15 minutes (a thread page is refetched long before). */
export const PHOTO_LINK_SECONDS = 15 * 60

/** The API path embedded photo links point at; the object path follows it. */
export const EMBEDDED_PHOTO_PATH = '/api/messages/photos/'

/** Photos are always WebP (the intake re-encodes every upload). */
export function isPhotoPath(path: string): boolean {
  return isObjectPath(path) && path.endsWith('.webp')
}

/** The signature of an embedded link: HMAC-SHA256 over the path and the expiry, base64url. */
export function photoSignature(key: Buffer, path: string, expires: number): string {
  return createHmac('sha256', key).update(`message-photo:${path}:${expires}`).digest('base64url')
}

/** Whether `signature` is this key's for the path and expiry, and the expiry is still ahead of `now`. */
export function verifyPhotoSignature(
  key: Buffer,
  path: string,
  expires: string,
  signature: string,
  now: Date,
): boolean {
  if (!/^[1-9][0-9]{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false
  const exp = Number(expires)
  if (exp * 1000 <= now.getTime()) return false
  const expected = Buffer.from(photoSignature(key, path, exp))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
