import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { dashboardMessages, MAX_IMAGE_BYTES } from '@marketplace/domain/contract/dashboard.ts'
import { ImageRejectedError } from '../../adapters/images/images.ts'
import { newObjectPath, type Bucket } from '../../adapters/storage/storage.ts'
import type { AppEnv, Deps } from '../../app-env.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'

const tooLarge = 'The image must be 5 MB or smaller.'
const field = (message: string) => [{ path: ['image'], message }]

/** Room for the multipart framing around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * Refuses a body over 5 MB (plus framing) with a 413 before it is read: by its Content-Length when
 * it has one, else by counting the bytes as they arrive.
 */
export const imageBodyLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw new HttpError(413, tooLarge, field(tooLarge))
  },
})

/** The multipart field `image`, as bytes: 400 when missing, 413 over 5 MB. */
export async function readImageField(c: Context<AppEnv>): Promise<Uint8Array> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badRequest('Send the image as multipart/form-data in the field image.', field(dashboardMessages.noImage))
  const body = await c.req.parseBody().catch(() => {
    throw badRequest(
      'The upload could not be read; send the image in the multipart field image.',
      field(dashboardMessages.noImage),
    )
  })
  const file = body.image
  if (!(file instanceof File) || file.size === 0)
    throw badRequest(dashboardMessages.noImage, field(dashboardMessages.noImage))
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, tooLarge, field(tooLarge))
  return new Uint8Array(await file.arrayBuffer())
}

/**
 * Checks, re-encodes and stores an upload under the user's own folder; answers its public URL.
 * What is stored is never the upload's bytes: always a freshly encoded, metadata-free WebP.
 */
export async function storeImage(
  deps: Deps,
  userId: string,
  bucket: Bucket,
  input: Uint8Array,
  maxSide: number,
): Promise<string> {
  if (!deps.images) throw new HttpError(503, 'Image uploads are not available on this server.')
  let prepared
  try {
    prepared = await deps.images.prepare(input, { maxSide })
  } catch (error) {
    if (error instanceof ImageRejectedError) throw badRequest(error.message, field(error.message))
    throw error
  }
  return deps.storage.upload(
    { bucket, path: newObjectPath(userId, prepared.extension) },
    prepared.body,
    prepared.contentType,
  )
}
