import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import {
  EMBEDDED_PHOTO_PATH,
  isPhotoPath,
  MESSAGE_PHOTOS,
  photoSignature,
  verifyPhotoSignature,
  type PrivateStorage,
} from './private-storage.ts'

/**
 * Embedded private storage: files under `{dir}/message-photos/{path}`, where `dir` is
 * DATA_DIR/storage-private, a sibling of the served DATA_DIR/storage, never under it. Links are
 * `/api/messages/photos/{path}?exp={unix seconds}&sig={HMAC of path and exp}`, signed with `key`
 * (derived from the deployment's secret), and the photo route serves bytes only through readSigned.
 */
export function createEmbeddedPrivateStorage(
  dir: string,
  key: Buffer,
  clock: () => Date = () => new Date(),
): PrivateStorage {
  const root = resolve(dir, MESSAGE_PHOTOS)
  const fileOf = (path: string) => {
    if (!isPhotoPath(path)) throw new Error(`Not a photo path: ${path}`)
    const file = resolve(join(root, path))
    if (!file.startsWith(root + sep)) throw new Error(`Outside the private storage folder: ${path}`)
    return file
  }
  return {
    mode: 'embedded',
    async upload(path, body) {
      const file = fileOf(path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, body, { flag: 'wx' })
    },
    async remove(paths) {
      await Promise.all(paths.map((p) => rm(fileOf(p), { force: true })))
    },
    async signedUrls(paths, expiresInSeconds) {
      const exp = Math.floor(clock().getTime() / 1000) + expiresInSeconds
      return paths.map((p) => {
        fileOf(p)
        return `${EMBEDDED_PHOTO_PATH}${p}?exp=${exp}&sig=${photoSignature(key, p, exp)}`
      })
    },
    async listOwned(userId) {
      if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error(`Not a user id: ${userId}`)
      const names = await readdir(join(root, userId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EINVAL') return []
        throw error
      })
      return names.map((name) => `${userId}/${name}`).filter(isPhotoPath)
    },
    async readSigned(path, expires, signature, now) {
      if (!isPhotoPath(path) || !verifyPhotoSignature(key, path, expires, signature, now)) return 'refused'
      try {
        return new Uint8Array(await readFile(fileOf(path)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'refused'
        throw error
      }
    },
  }
}
