import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import { LIMITS } from '../../src/lib/rate-limit.ts'
import { testDeps } from '../app.ts'
import { testDatabase } from '../database.ts'
import { signedInUser } from '../identity.ts'

// Two app instances of one deployment (one settings, one issuer) on one database, as two Node
// servers or two Edge workers are: each makes its own limiter, as in production (no limiter given;
// the production namespace, which this file's addresses and fresh accounts keep to themselves).
const sql = testDatabase()
const FACTOR = 0.1
const { limiter: _ownLimiter, ...base } = testDeps(sql, { RATE_LIMIT_FACTOR: String(FACTOR), TRUSTED_PROXY_HOPS: '1' })
const apps = [createApp(base), createApp(base)]
const anonKey = base.identity.mode === 'embedded' ? base.identity.anonKey : ''
const max = (bucket: keyof typeof LIMITS) => Math.max(1, Math.round(LIMITS[bucket].max * FACTOR))

let nextIp = 1
const freshIp = () => `198.51.100.${nextIp++}`
const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** Sends through the two apps in turn until a 429; answers how many got through. */
async function passedBefore429(send: (app: (typeof apps)[number]) => Promise<Response> | Response) {
  for (let passed = 0; passed < 100; passed++) {
    const res = await send(apps[passed % 2])
    if (res.status === 429) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      return passed
    }
  }
  throw new Error('no 429 after 100 requests')
}

describe('two app instances on one database share each allowance', () => {
  it('sign-in per IP address: the attempts through either instance count together', async () => {
    const ip = freshIp()
    let n = 0
    const passed = await passedBefore429((app) =>
      app.request(
        '/auth/v1/token?grant_type=password',
        post({ email: `who-${n++}@test.example`, password: 'wrong' }, { apikey: anonKey, 'x-forwarded-for': ip }),
      ),
    )
    expect(passed).toBe(max('signInPerIp'))
  })

  it('bookings per account: the attempts through either instance count together', async () => {
    const client = await signedInUser(sql, base)
    const passed = await passedBefore429((app) =>
      app.request(
        '/api/appointments',
        post({}, { authorization: `Bearer ${client.token}`, 'x-forwarded-for': freshIp() }),
      ),
    )
    expect(passed).toBe(max('bookingPerAccount'))
  })
})
