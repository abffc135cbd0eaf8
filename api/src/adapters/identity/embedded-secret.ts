import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The embedded issuer's signing secret, kept under DATA_DIR so that sessions survive restarts:
 * read if present, else made once (32 random bytes, readable by the owner only).
 */
export async function loadOrCreateEmbeddedSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'auth-jwt-secret')
  try {
    const text = (await readFile(file, 'utf8')).trim()
    if (text.length >= 32) return text
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
