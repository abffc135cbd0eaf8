import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { buckets, isObjectPath, locatePublicUrl, PUBLIC_PATH, type Storage, type StoredObject } from './storage.ts'

/**
 * Embedded storage (no settings): files under `{dir}/{bucket}/{path}`, the folder the Node server
 * serves at /storage/v1/object/public/ (node/static-assets.ts, storageFiles). URLs are same-origin
 * paths, so they work behind any host name.
 */
export function createEmbeddedStorage(dir: string): Storage {
  const root = resolve(dir)
  const fileOf = (object: StoredObject) => {
    // Only upload names are ever touched; the check below is the second lock on the same door.
    if (!isObjectPath(object.path)) throw new Error(`Not an upload path: ${object.path}`)
    const file = resolve(join(root, object.bucket, object.path))
    if (!file.startsWith(root + sep)) throw new Error(`Outside the storage folder: ${object.path}`)
    return file
  }
  return {
    mode: 'embedded',
    async upload(object, body) {
      const file = fileOf(object)
      await mkdir(dirname(file), { recursive: true })
      // 'wx': never over an existing object (names are random; a clash is a bug, not a replace).
      await writeFile(file, body, { flag: 'wx' })
      return `${PUBLIC_PATH}${object.bucket}/${object.path}`
    },
    async remove(object) {
      await rm(fileOf(object), { force: true })
    },
    locate: (url) => locatePublicUrl('', url),
    async listOwned(userId) {
      if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error(`Not a user id: ${userId}`)
      const found: StoredObject[] = []
      for (const bucket of buckets) {
        const names = await readdir(join(root, bucket, userId)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT' || error.code === 'EINVAL') return []
          throw error
        })
        found.push(...names.map((name) => ({ bucket, path: `${userId}/${name}` })).filter((o) => isObjectPath(o.path)))
      }
      return found
    },
  }
}
