import { describe, expect, it } from 'vitest'
import { sha256Hex } from './sha256.ts'

/** Web Crypto's digest of the same UTF-8 bytes: an implementation independent of node:crypto's hash. */
async function webCryptoHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

describe('sha256Hex', () => {
  it('answers the published test vectors', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('hashes the UTF-8 bytes of any text, as Web Crypto does', async () => {
    // Accents, CJK, an emoji (a surrogate pair), a NUL as the rate limiter's key separator.
    for (const text of ['café', '日本語', 'Zoë 🙂', 'ns\u0000bucket\u0000203.0.113.7', 'x'.repeat(10_000)])
      expect(await sha256Hex(text)).toBe(await webCryptoHex(text))
  })
})
