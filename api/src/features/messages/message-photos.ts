import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_IMAGE_BYTES } from '@marketplace/domain/contract/dashboard.ts'
import {
  MESSAGE_MAX_PHOTOS,
  messageMessages,
  sendMessageInputSchema,
  type MessagePhoto,
} from '@marketplace/domain/contract/messages.ts'
import { ImageRejectedError, type PreparedImage } from '../../adapters/images/images.ts'
import { PHOTO_LINK_SECONDS, type PrivateStorage } from '../../adapters/storage/private-storage.ts'
import { newObjectPath } from '../../adapters/storage/storage.ts'
import type { AppEnv, Deps } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { nulPath } from '../../lib/nul.ts'

/** Longest side of a stored message photo (ADR 009's intake resizes larger ones). */
export const MESSAGE_PHOTO_MAX_SIDE = 1600

/** Room for the multipart framing around the photos and the text. */
const MULTIPART_OVERHEAD = 64 * 1024

const photosIssue = (message: string) => [{ path: ['photos'], message }]
const tooLarge = () => new HttpError(413, messageMessages.photoTooLarge, photosIssue(messageMessages.photoTooLarge))

/**
 * Refuses a body over four 5 MB photos (plus the text and framing) with a 413 before it is read:
 * by its Content-Length when it has one, else by counting the bytes as they arrive.
 */
export const photoMessageBodyLimit = bodyLimit({
  maxSize: MESSAGE_MAX_PHOTOS * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw tooLarge()
  },
})

/**
 * The multipart form of a message with photos: the text in `body`, 1 to 4 files in `photos`.
 * 400 naming `body` or `photos` for what is wrong with either; 413 for a photo over 5 MB.
 */
export async function readPhotoMessageForm(c: Context<AppEnv>): Promise<{ body: string; photos: Uint8Array[] }> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badRequest(
      'Send the message as multipart/form-data: the text in body, the photos in photos.',
      photosIssue(messageMessages.photosRequired),
    )
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw badRequest('The upload could not be read; send the photos in the multipart field photos.', [
      ...photosIssue(messageMessages.photosRequired),
    ])
  })
  const rawBody = form.body
  const text = typeof rawBody === 'string' ? rawBody : ''
  const parsed = sendMessageInputSchema.safeParse({ body: text })
  if (!parsed.success || nulPath({ body: text }))
    throw badRequest('Invalid body: body', [
      { path: ['body'], message: parsed.error?.issues[0]?.message ?? messageMessages.bodyRequired },
    ])
  const raw = form.photos
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (f): f is File => f instanceof File && f.size > 0,
  )
  const given = Array.isArray(raw) ? raw.length : raw === undefined ? 0 : 1
  if (files.length !== given) throw badRequest('Invalid photos: photos', photosIssue(messageMessages.photosRequired))
  if (files.length === 0) throw badRequest(messageMessages.photosRequired, photosIssue(messageMessages.photosRequired))
  if (files.length > MESSAGE_MAX_PHOTOS)
    throw badRequest(messageMessages.tooManyPhotos, photosIssue(messageMessages.tooManyPhotos))
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw tooLarge()
  return { body: text, photos: await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer()))) }
}

/**
 * Every photo through the image intake (content checks, 1600 px, WebP, no metadata) before anything
 * is stored: one refused photo refuses the message (400 naming photos), and nothing is kept.
 */
export async function preparePhotos(deps: Deps, inputs: Uint8Array[]): Promise<PreparedImage[]> {
  const images = deps.images
  if (!images || !deps.messagePhotos) throw new HttpError(503, messageMessages.photosUnavailable)
  const prepared: PreparedImage[] = []
  // One at a time: each decode holds up to 40 MP in memory.
  for (const [index, input] of inputs.entries()) {
    try {
      prepared.push(await images.prepare(input, { maxSide: MESSAGE_PHOTO_MAX_SIDE }))
    } catch (error) {
      if (error instanceof ImageRejectedError)
        throw badRequest(`Photo ${index + 1}: ${error.message}`, [{ path: ['photos', index], message: error.message }])
      throw error
    }
  }
  return prepared
}

export interface StoredPhoto {
  path: string
  width: number
  height: number
}

/** Stores prepared photos under the sender's folder; on a failure, removes those already stored. */
export async function storePhotos(
  storage: PrivateStorage,
  userId: string,
  prepared: PreparedImage[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = []
  try {
    for (const p of prepared) {
      const path = newObjectPath(userId, 'webp')
      await storage.upload(path, p.body, p.contentType)
      stored.push({ path, width: p.width, height: p.height })
    }
  } catch (error) {
    await storage.remove(stored.map((s) => s.path)).catch(() => {})
    throw error
  }
  return stored
}

/** The photo rows of a message, in the sender's transaction (the insert policy checks both). */
export async function insertPhotoRows(tx: Tx, messageId: number, ownerId: string, photos: StoredPhoto[]) {
  if (photos.length === 0) return
  await tx`
    insert into public.message_photos ${tx(
      photos.map((p, position) => ({
        message_id: messageId,
        owner_id: ownerId,
        position,
        path: p.path,
        width: p.width,
        height: p.height,
      })),
    )}`
}

export interface PhotoRow {
  message_id: number
  path: string
  width: number
  height: number
}

/** The photos of these messages the transaction's role may read (RLS for a participant; all for the service role). */
export async function photoRowsOf(tx: Tx, messageIds: number[]): Promise<PhotoRow[]> {
  if (messageIds.length === 0) return []
  return tx<PhotoRow[]>`
    select message_id, path, width, height from public.message_photos
     where message_id = any(${messageIds}::bigint[])
     order by message_id, position`
}

/** Signed, expiring links for the rows, grouped by message id (one signing call for a page). */
export async function signPhotos(
  storage: PrivateStorage | undefined,
  rows: PhotoRow[],
): Promise<Map<number, MessagePhoto[]>> {
  const byMessage = new Map<number, MessagePhoto[]>()
  if (rows.length === 0) return byMessage
  if (!storage) throw new HttpError(503, messageMessages.photosUnavailable)
  const urls = await storage.signedUrls(
    rows.map((r) => r.path),
    PHOTO_LINK_SECONDS,
  )
  rows.forEach((r, i) => {
    const list = byMessage.get(Number(r.message_id)) ?? []
    list.push({ url: urls[i]!, width: r.width, height: r.height })
    byMessage.set(Number(r.message_id), list)
  })
  return byMessage
}
