import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { edgeEnv } from '../../../supabase/functions/api/edge-env.ts'
import { createApp } from '../app.ts'
import { RateLimiter } from './rate-limit.ts'
import { testDeps } from '../../test/app.ts'
import { testDatabase } from '../../test/database.ts'

// Per-IP limits key on the address a proxy of ours saw, never on what the client wrote into
// X-Forwarded-For: rotating that header must not reset a limit. Search is the limited route
// (searchPerIp), made small with RATE_LIMIT_FACTOR.
const sql = testDatabase()
const SEARCH = '/api/stylists/search?location=Austin'
const FACTOR = '0.05'
let n = 0
/** An address the client makes up, a new one each request. */
const spoof = () => `10.${(n >> 8) & 255}.${n++ & 255}.1`

/** Sends `send()` until it answers 429; returns how many answered 200 first (at most `cap`). */
async function allowedBeforeLimit(send: () => Response | Promise<Response>, cap = 50): Promise<number> {
  for (let ok = 0; ok < cap; ok++) {
    const res = await send()
    if (res.status === 429) return ok
    expect(res.status).toBe(200)
  }
  return cap
}

describe('per-IP limits behind Supabase’s gateway (the edge entry’s settings: one trusted hop)', () => {
  const env = edgeEnv({ SUPABASE_DB_URL: 'postgres://unused.example/postgres', RATE_LIMIT_FACTOR: FACTOR })
  // The limiter of testDeps counts with its settings' factor: the edge settings' factor here.
  const app = createApp({
    ...testDeps(sql),
    env,
    limiter: new RateLimiter(sql, { factor: env.RATE_LIMIT_FACTOR, namespace: randomUUID() }),
  })
  const max = Math.round(120 * Number(FACTOR))

  it('take the entry the gateway appended: a spoofed X-Forwarded-For does not reset the limit', async () => {
    expect(env.TRUSTED_PROXY_HOPS).toBe(1)
    const client = '203.0.113.7'
    const allowed = await allowedBeforeLimit(() =>
      app.request(SEARCH, { headers: { 'x-forwarded-for': `${spoof()}, ${client}` } }),
    )
    expect(allowed).toBe(max)
    // Another caller (another address appended by the gateway) is not limited.
    expect((await app.request(SEARCH, { headers: { 'x-forwarded-for': `${spoof()}, 203.0.113.8` } })).status).toBe(200)
  })
})

describe('per-IP limits behind two proxies (TRUSTED_PROXY_HOPS=2: a CDN, then the gateway)', () => {
  const app = createApp(testDeps(sql, { TRUSTED_PROXY_HOPS: '2', RATE_LIMIT_FACTOR: FACTOR }))

  it('take the second entry from the right, whatever the client wrote to its left', async () => {
    const cdnNode = '198.51.100.250'
    const allowed = await allowedBeforeLimit(() =>
      app.request(SEARCH, { headers: { 'x-forwarded-for': `${spoof()}, ${spoof()}, 198.51.100.1, ${cdnNode}` } }),
    )
    expect(allowed).toBe(Math.round(120 * Number(FACTOR)))
    // The same CDN node carrying another client: that client's own count.
    expect((await app.request(SEARCH, { headers: { 'x-forwarded-for': `198.51.100.2, ${cdnNode}` } })).status).toBe(200)
  })
})

describe('per-IP limits on the Node server reached directly (TRUSTED_PROXY_HOPS unset)', () => {
  const app = createApp(testDeps(sql, { RATE_LIMIT_FACTOR: FACTOR }))
  // A real socket (ports 3600-3649 belong to this worktree's tests): the peer address is the key.
  const server = serve({ fetch: app.fetch, port: 3600 + (process.pid % 50), hostname: '127.0.0.1' })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("take the socket's address and ignore X-Forwarded-For entirely", async () => {
    const { port } = server.address() as AddressInfo
    const allowed = await allowedBeforeLimit(() =>
      fetch(`http://127.0.0.1:${port}${SEARCH}`, { headers: { 'x-forwarded-for': spoof() } }),
    )
    expect(allowed).toBe(Math.round(120 * Number(FACTOR)))
  })
})
