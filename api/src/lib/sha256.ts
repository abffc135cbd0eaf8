import { createHash } from 'node:crypto'

/**
 * SHA-256 as hex, synchronously with `node:crypto` (Node, and Deno's Node compatibility on the
 * edge). Web Crypto's digest was a thread-pool job and a promise per call: the rate limiter hashes
 * every request's key, and in a CPU profile of the search mix (issue 40) that job cost the server
 * about 0.3 ms a request, where this costs a few microseconds. Async for its callers.
 */
export async function sha256Hex(text: string): Promise<string> {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** JSON with every object's keys sorted: one text for one value, whatever order it was sent in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}
