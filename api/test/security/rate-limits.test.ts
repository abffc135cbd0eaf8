import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import { LIMITS } from '../../src/lib/rate-limit.ts'
import { testDeps } from '../app.ts'
import { createStylist, createUser, testDatabase } from '../database.ts'
import { signedInUser } from '../identity.ts'

// Every guessable or costly entry point answers 429 with Retry-After once a caller (an IP address
// behind the trusted proxy, or an account) passes its limit. RATE_LIMIT_FACTOR 0.1 keeps the
// numbers small and shows that the factor scales them.
const sql = testDatabase()
const deps = testDeps(sql, { RATE_LIMIT_FACTOR: '0.1', TRUSTED_PROXY_HOPS: '1' })
const app = createApp(deps)
const anonKey = deps.identity.mode === 'embedded' ? deps.identity.anonKey : ''
// The limits in force: LIMITS × the factor, at least one each.
const limits = Object.fromEntries(
  Object.entries(LIMITS).map(([k, l]) => [k, Math.max(1, Math.round(l.max * 0.1))]),
) as Record<keyof typeof LIMITS, number>

let nextIp = 1
/** A fresh client address for each test, so the per-IP counters start at zero. */
const freshIp = () => `203.0.113.${nextIp++}`

/** Sends until a 429 (at most `cap` times); returns how many got through and the 429. */
async function untilLimited(send: () => Response | Promise<Response>, cap = 200) {
  for (let passed = 0; passed < cap; passed++) {
    const res = await send()
    if (res.status === 429) return { passed, res }
    expect(res.status).toBeLessThan(500)
  }
  throw new Error(`no 429 after ${cap} requests`)
}

async function expectLimited(send: () => Response | Promise<Response>, max: number) {
  const { passed, res } = await untilLimited(send)
  expect(passed).toBe(max)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(Number.isInteger(retryAfter)).toBe(true)
  return (await res.json()) as Record<string, unknown>
}

const json = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('rate limits (429 + Retry-After)', () => {
  it('sign-in: per IP address, whatever the account', async () => {
    const ip = freshIp()
    let n = 0
    const body = await expectLimited(
      () =>
        app.request(
          '/auth/v1/token?grant_type=password',
          json({ email: `who-${n++}@test.example`, password: 'wrong' }, { apikey: anonKey, 'x-forwarded-for': ip }),
        ),
      limits.signInPerIp,
    )
    expect(body).toMatchObject({ code: 'over_request_rate_limit' })
    // Another address is not held back.
    const other = await app.request(
      '/auth/v1/token?grant_type=password',
      json({ email: 'x@test.example', password: 'wrong' }, { apikey: anonKey, 'x-forwarded-for': freshIp() }),
    )
    expect(other.status).toBe(400)
  })

  it('sign-in: per account, from any address (no password guessing spread over IPs)', async () => {
    const email = `target-${Date.now()}@test.example`
    await expectLimited(
      () =>
        app.request(
          '/auth/v1/token?grant_type=password',
          json({ email, password: 'wrong' }, { apikey: anonKey, 'x-forwarded-for': freshIp() }),
        ),
      limits.signInPerAccount,
    )
  })

  it('sign-up: per IP address', async () => {
    const ip = freshIp()
    const body = await expectLimited(
      () =>
        app.request(
          '/auth/v1/signup',
          json(
            { email: `new-${Math.random()}@test.example`, password: 'x' },
            { apikey: anonKey, 'x-forwarded-for': ip },
          ),
        ),
      limits.signUpPerIp,
    )
    expect(body).toMatchObject({ code: 'over_request_rate_limit' })
  })

  it('password-reset email: per IP address and per address asked for, with Supabase Auth’s code', async () => {
    const ip = freshIp()
    let n = 0
    const perIp = await expectLimited(
      () =>
        app.request(
          '/auth/v1/recover',
          json({ email: `who-${n++}@test.example` }, { apikey: anonKey, 'x-forwarded-for': ip }),
        ),
      limits.recoverPerIp,
    )
    expect(perIp).toMatchObject({ code: 'over_email_send_rate_limit' })
    const email = `target-${Date.now()}@test.example`
    await expectLimited(
      () => app.request('/auth/v1/recover', json({ email }, { apikey: anonKey, 'x-forwarded-for': freshIp() })),
      limits.recoverPerAddress,
    )
  })

  it('reset links: per IP address (GET from the email, POST from verifyOtp alike)', async () => {
    const ip = freshIp()
    let k = 0
    await expectLimited(
      () =>
        k++ % 2 === 0
          ? app.request(`/auth/v1/verify?type=recovery&token=guess-${k}`, { headers: { 'x-forwarded-for': ip } })
          : app.request(
              '/auth/v1/verify',
              json({ type: 'recovery', token_hash: `guess-${k}` }, { apikey: anonKey, 'x-forwarded-for': ip }),
            ),
      limits.verifyPerIp,
    )
  })

  it('password change: per account', async () => {
    const someone = await signedInUser(sql, deps)
    await expectLimited(
      () =>
        app.request('/auth/v1/user', {
          method: 'PUT',
          headers: {
            apikey: anonKey,
            'content-type': 'application/json',
            'x-forwarded-for': freshIp(),
            ...someone.headers,
          },
          body: JSON.stringify({ password: '123' }), // too short: refused after the limit check
        }),
      limits.passwordChangePerAccount,
    )
  })

  it('coupon validation: per account and per IP, so codes cannot be brute-forced', async () => {
    const ip = freshIp()
    const guess = (headers: Record<string, string>) => () =>
      app.request(
        '/api/coupons/validate',
        json(
          { code: `GUESS${Math.floor(Math.random() * 1e6)}`, planType: 'monthly' },
          { ...headers, 'x-forwarded-for': ip },
        ),
      )
    const first = await signedInUser(sql, deps)
    const { passed, res } = await untilLimited(guess(first.headers))
    expect(passed).toBe(limits.couponPerAccount)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    // New accounts from the same address get through until the address's allowance is spent
    // (every attempt counts against it, refused ones too).
    let attempts = passed + 1
    for (;;) {
      const next = await signedInUser(sql, deps)
      const more = await untilLimited(guess(next.headers))
      attempts += more.passed + 1
      if (more.passed === 0) break
    }
    expect(attempts - 1).toBe(limits.couponPerIp)
  })

  it('review creation: per account', async () => {
    const author = await signedInUser(sql, deps)
    const targets = await Promise.all(
      [1, 2, 3, 4].map(async () => (await createStylist(sql, (await createUser(sql)).id)).id),
    )
    let n = 0
    await expectLimited(
      () =>
        app.request(
          `/api/stylists/${targets[n++ % targets.length]}/reviews`,
          json({ rating: 5, comment: 'Great cut, lovely salon.' }, { ...author.headers, 'x-forwarded-for': freshIp() }),
        ),
      limits.reviewPerAccount,
    )
  })

  it('booking: per account, and per IP address across accounts', async () => {
    // Refused bookings count too (an unknown stylist here): the limit is on attempts.
    const client = await signedInUser(sql, deps)
    const body = { stylistId: 2_000_000_000, serviceId: 1, startsAt: '2030-01-07T15:00:00Z' }
    await expectLimited(
      () => app.request('/api/appointments', json(body, { ...client.headers, 'x-forwarded-for': freshIp() })),
      limits.bookingPerAccount,
    )
    const ip = freshIp()
    let attempts = 0
    for (;;) {
      const someone = await signedInUser(sql, deps)
      const res = await app.request('/api/appointments', json(body, { ...someone.headers, 'x-forwarded-for': ip }))
      attempts++
      if (res.status === 429) break
      expect(res.status).toBe(404)
      expect(attempts).toBeLessThanOrEqual(limits.bookingPerIp)
    }
    expect(attempts - 1).toBe(limits.bookingPerIp)
  })

  it('search: per IP address', async () => {
    const ip = freshIp()
    await expectLimited(
      () => app.request('/api/stylists/search?location=Austin', { headers: { 'x-forwarded-for': ip } }),
      limits.searchPerIp,
    )
    expect(
      (await app.request('/api/stylists/search?location=Austin', { headers: { 'x-forwarded-for': freshIp() } })).status,
    ).toBe(200)
  })

  it('support messages: per IP address', async () => {
    const ip = freshIp()
    await expectLimited(
      () =>
        app.request(
          '/api/support/messages',
          json(
            { name: 'Ann', email: 'ann@test.example', subject: 'Hi', message: 'Hello there' },
            { 'x-forwarded-for': ip },
          ),
        ),
      limits.supportPerIp,
    )
  })

  // Each of these emails the other party. Refused changes count too (an appointment that does not
  // exist here): the limit is on attempts, whatever their outcome.
  const changes = [
    ['reschedule', { startsAt: '2030-01-07T15:00:00Z' }],
    ['cancel', { reason: 'x' }],
    ['accept', undefined],
    ['decline', { reason: 'x' }],
  ] as const
  const change = (id: number, action: string, body: unknown, headers: Record<string, string>) =>
    app.request(`/api/appointments/${id}/${action}`, {
      method: 'POST',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  let nextId = 1_900_000_000

  for (const [action, body] of changes) {
    it(`${action}: per account, over every appointment`, async () => {
      const user = await signedInUser(sql, deps)
      await expectLimited(
        () => change(nextId++, action, body, { ...user.headers, 'x-forwarded-for': freshIp() }),
        limits.appointmentChangePerAccount,
      )
    })

    it(`${action}: per appointment, for each caller apart (nobody uses up a party's allowance)`, async () => {
      const id = nextId++
      const user = await signedInUser(sql, deps)
      await expectLimited(
        () => change(id, action, body, { ...user.headers, 'x-forwarded-for': freshIp() }),
        limits.appointmentChangePerAppointment,
      )
      const other = await signedInUser(sql, deps)
      expect((await change(id, action, body, other.headers)).status).toBe(404)
    })
  }
})
