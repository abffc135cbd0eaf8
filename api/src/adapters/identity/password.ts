import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'

// scrypt is memory-hard (32 MiB per hash with these parameters), which makes guessing leaked
// hashes on GPUs expensive. Parameters are stored with each hash so they can be raised later.
const LOG_N = 15
const R = 8
const P = 1
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

/** Hashes a password as `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, LOG_N, R, P)
  return `$scrypt$ln=${LOG_N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Checks a password against a stored hash in constant time; false for anything malformed. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored ?? '')
  if (!match) return false
  const [, logN, r, p, salt, hash] = match
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
