import type { Deps } from '../../app-env.ts'
import { objectOwner, type Bucket, type Storage, type StoredObject } from '../../adapters/storage/storage.ts'

/** Whether the URL is an upload of this user's in this bucket (never another user's, never elsewhere). */
export function isOwnUpload(storage: Storage, url: string, bucket: Bucket, userId: string): boolean {
  const object = storage.locate(url)
  return object !== null && object.bucket === bucket && objectOwner(object) === userId
}

/**
 * Removes a user's stored file that nothing refers to any more, after the change that dropped it
 * has committed. Only the user's own uploads are ever removed; demo images and outside URLs stay.
 * A failure is logged, not answered: the change itself succeeded.
 */
export async function removeOwnFile(
  deps: Deps,
  userId: string,
  object: StoredObject | null,
  requestId: string,
): Promise<void> {
  if (!object || objectOwner(object) !== userId) return
  try {
    await deps.storage.remove(object)
  } catch (error) {
    deps.logger.warn('Could not remove a stored file', {
      requestId,
      bucket: object.bucket,
      path: object.path,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
